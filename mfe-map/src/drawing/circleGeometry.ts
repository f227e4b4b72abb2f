import type Circle from 'ol/geom/Circle';
import type Polygon from 'ol/geom/Polygon';
import { circular } from 'ol/geom/Polygon';
import { toLonLat } from 'ol/proj';
import { getDistance } from 'ol/sphere';

// Enough sides that the outline looks round at any zoom.
const CIRCLE_SIDES = 128;

/**
 * The ground radius in metres of a circle drawn on the (EPSG:3857) map: from its centre to the
 * point on its east edge, measured on the sphere.
 */
export function geodesicRadius(circle: Circle): number {
  const [x = 0, y = 0] = circle.getCenter();
  return getDistance(toLonLat([x, y]), toLonLat([x + circle.getRadius(), y]));
}

/**
 * The circle as it lies on the ground: every point at its geodesic radius from the centre, as a
 * polygon in map coordinates. A Mercator circle is stretched away from the equator; this is not.
 */
export function geodesicPolygon(circle: Circle): Polygon {
  return circular(toLonLat(circle.getCenter()), geodesicRadius(circle), CIRCLE_SIDES).transform(
    'EPSG:4326',
    'EPSG:3857',
  );
}
