import type { FeatureLike } from 'ol/Feature';
import type Geometry from 'ol/geom/Geometry';
import type LineString from 'ol/geom/LineString';
import MultiPoint from 'ol/geom/MultiPoint';
import Point from 'ol/geom/Point';
import { toLonLat } from 'ol/proj';
import { getDistance } from 'ol/sphere';
import { Circle as CircleStyle, Fill, Stroke, Style, Text } from 'ol/style';
import { formatFeet } from './measurements';

const RULER_INK = '#263238';
const HALO = 'rgba(255, 255, 255, 0.95)';

const lineStyles = [
  new Style({ stroke: new Stroke({ color: HALO, width: 5 }) }),
  new Style({ stroke: new Stroke({ color: RULER_INK, width: 2, lineDash: [10, 6] }) }),
];

const vertexStyle = new Style({
  image: new CircleStyle({
    radius: 4,
    fill: new Fill({ color: '#ffffff' }),
    stroke: new Stroke({ color: RULER_INK, width: 2 }),
  }),
});

function labelStyle(text: string, at: number[]): Style {
  return new Style({
    geometry: new Point(at),
    text: new Text({
      text,
      font: 'bold 12px Arial, sans-serif',
      offsetY: -14,
      fill: new Fill({ color: RULER_INK }),
      stroke: new Stroke({ color: HALO, width: 4 }),
      padding: [2, 4, 2, 4],
    }),
  });
}

/**
 * The ruler's look: a dashed line with each vertex labelled with the ground distance in feet
 * from the start, so the last label (at the pointer while measuring) is the running length.
 */
export function rulerStyle(feature: FeatureLike): Style[] {
  const geometry = feature.getGeometry() as Geometry | undefined;
  if (geometry?.getType() === 'Point') return [vertexStyle];
  if (geometry?.getType() !== 'LineString') return [];
  const coordinates = (geometry as LineString).getCoordinates();
  const styles = [...lineStyles, vertexStyle.clone()];
  styles[styles.length - 1]!.setGeometry(new MultiPoint(coordinates));
  let metres = 0;
  coordinates.forEach((coordinate, index) => {
    const previous = coordinates[index - 1];
    if (!previous) return;
    metres += getDistance(toLonLat(previous), toLonLat(coordinate));
    styles.push(labelStyle(formatFeet(metres), coordinate));
  });
  return styles;
}
