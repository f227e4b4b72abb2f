import type { FeatureLike } from 'ol/Feature';
import type Circle from 'ol/geom/Circle';
import type Geometry from 'ol/geom/Geometry';
import type LineString from 'ol/geom/LineString';
import MultiPoint from 'ol/geom/MultiPoint';
import Point from 'ol/geom/Point';
import type Polygon from 'ol/geom/Polygon';
import { Circle as CircleStyle, Fill, Stroke, Style } from 'ol/style';
import { geodesicPolygon } from './circleGeometry';

/** The drawings' colour: orange stands apart from the blue data and the tan buffer rings. */
const DRAWING_COLOR = '#ef6c00';
const DRAWING_FILL = 'rgba(239, 108, 0, 0.18)';
const SELECTED_COLOR = '#1565c0';
const SELECTED_FILL = 'rgba(21, 101, 192, 0.16)';
const CASING = 'rgba(255, 255, 255, 0.9)';

/** What a drawing looks like on the map: a circle is drawn as it lies on the ground. */
function shownGeometry(feature: FeatureLike): Geometry | undefined {
  const geometry = feature.getGeometry() as Geometry | undefined;
  return geometry?.getType() === 'Circle' ? geodesicPolygon(geometry as Circle) : geometry;
}

function vertexGeometry(feature: FeatureLike): Geometry | undefined {
  const geometry = feature.getGeometry() as Geometry | undefined;
  switch (geometry?.getType()) {
    case 'Polygon':
      return new MultiPoint((geometry as Polygon).getCoordinates().flat());
    case 'LineString':
      return new MultiPoint((geometry as LineString).getCoordinates());
    case 'Circle':
      return new Point((geometry as Circle).getCenter());
    default:
      return undefined;
  }
}

// A white edge keeps a drawing readable on any basemap.
const casing = new Style({
  geometry: shownGeometry,
  stroke: new Stroke({ color: CASING, width: 5 }),
});

function shapeStyles(color: string, fill: string, lineDash?: number[]): Style[] {
  return [
    casing,
    new Style({
      geometry: shownGeometry,
      stroke: new Stroke({ color, width: 3, lineDash }),
      fill: new Fill({ color: fill }),
      image: new CircleStyle({
        radius: 6,
        fill: new Fill({ color }),
        stroke: new Stroke({ color: CASING, width: 2 }),
      }),
    }),
  ];
}

/** The drawings at rest. */
export const drawingStyle: Style[] = shapeStyles(DRAWING_COLOR, DRAWING_FILL);

/** A selected drawing: blue, with its vertices (a circle: its centre) marked for dragging. */
export const selectedDrawingStyle: Style[] = [
  ...shapeStyles(SELECTED_COLOR, SELECTED_FILL),
  new Style({
    geometry: vertexGeometry,
    image: new CircleStyle({
      radius: 4,
      fill: new Fill({ color: '#ffffff' }),
      stroke: new Stroke({ color: SELECTED_COLOR, width: 2 }),
    }),
  }),
];

/** A drawing being sketched: dashed. */
export const sketchStyle: Style[] = shapeStyles(DRAWING_COLOR, DRAWING_FILL, [8, 6]);

/** The handle under the pointer while a selected drawing is edited. */
export const editHandleStyle = new Style({
  image: new CircleStyle({
    radius: 6,
    fill: new Fill({ color: SELECTED_COLOR }),
    stroke: new Stroke({ color: '#ffffff', width: 2 }),
  }),
});
