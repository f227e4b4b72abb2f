import type Feature from 'ol/Feature';
import type Circle from 'ol/geom/Circle';
import type LineString from 'ol/geom/LineString';
import type Point from 'ol/geom/Point';
import { toLonLat } from 'ol/proj';
import { getArea, getLength } from 'ol/sphere';
import { geodesicRadius } from './circleGeometry';
import type { DrawingMeasure } from './measurements';

/**
 * A drawing's geodesic measure for the Measurements box, by what its geometry is: a polygon's
 * area, a line's length, a point's position, a circle's radius. Null for anything else.
 */
export function measureOfDrawing(feature: Feature, editedOrder: number): DrawingMeasure | null {
  const geometry = feature.getGeometry();
  switch (geometry?.getType()) {
    case 'Polygon':
      return { kind: 'polygon', areaSquareMetres: getArea(geometry), editedOrder };
    case 'LineString':
      return { kind: 'line', lengthMetres: getLength(geometry as LineString), editedOrder };
    case 'Point': {
      const [lon = Number.NaN, lat = Number.NaN] = toLonLat((geometry as Point).getCoordinates());
      return { kind: 'point', lonLat: [lon, lat], editedOrder };
    }
    case 'Circle':
      return { kind: 'circle', radiusMetres: geodesicRadius(geometry as Circle), editedOrder };
    default:
      return null;
  }
}
