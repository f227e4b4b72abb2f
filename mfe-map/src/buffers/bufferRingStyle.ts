import { asArray } from 'ol/color';
import type { FeatureLike } from 'ol/Feature';
import { getCenter } from 'ol/extent';
import Point from 'ol/geom/Point';
import { Circle as CircleStyle, Fill, Stroke, Style, Text } from 'ol/style';

/** Ring fills let the data under them show through. */
const FILL_OPACITY = 0.35;
// The outline is the ring's colour, darker, so light tans still read on a light basemap.
const OUTLINE_SHADE = 0.75;

const LABEL_FONT = '600 12px Arial, sans-serif';

const CENTRE_STYLE = new Style({
  image: new CircleStyle({
    radius: 6,
    fill: new Fill({ color: '#263238' }),
    stroke: new Stroke({ color: '#ffffff', width: 2 }),
  }),
  zIndex: 1,
});

// Labels sit just inside a ring's edge, on the north edge and the south edge in turn from the
// centre out, so neighbouring rings, however close in size, do not cover each other's label.
function labelEdge(edge: 'north' | 'south') {
  return (feature: FeatureLike) => {
    const extent = feature.getGeometry()?.getExtent();
    if (!extent) return undefined;
    const [x = 0] = getCenter(extent);
    return new Point([x, (edge === 'north' ? extent[3] : extent[1]) ?? 0]);
  };
}

const LABEL_PLACES = {
  north: { geometry: labelEdge('north'), textBaseline: 'top', offsetY: 4 },
  south: { geometry: labelEdge('south'), textBaseline: 'bottom', offsetY: -4 },
} as const;

function withAlpha(color: string, alpha: number): number[] {
  const [r = 0, g = 0, b = 0] = asArray(color);
  return [r, g, b, alpha];
}

function shaded(color: string): number[] {
  const [r = 0, g = 0, b = 0] = asArray(color);
  return [r * OUTLINE_SHADE, g * OUTLINE_SHADE, b * OUTLINE_SHADE, 1];
}

/**
 * How the Radius Tool draws: each ring filled with its row's colour and outlined, labelled with
 * its amount at its edge; the centre as a dark dot.
 */
export function bufferRingStyle(feature: FeatureLike): Style | Style[] {
  const color = feature.get('color') as string | undefined;
  if (!color) return CENTRE_STYLE;
  const place =
    (feature.get('order') as number) % 2 === 0 ? LABEL_PLACES.north : LABEL_PLACES.south;
  return [
    new Style({
      fill: new Fill({ color: withAlpha(color, FILL_OPACITY) }),
      stroke: new Stroke({ color: shaded(color), width: 2 }),
    }),
    new Style({
      geometry: place.geometry,
      text: new Text({
        text: feature.get('label') as string,
        font: LABEL_FONT,
        textBaseline: place.textBaseline,
        offsetY: place.offsetY,
        fill: new Fill({ color: '#3e2723' }),
        stroke: new Stroke({ color: 'rgba(255, 255, 255, 0.9)', width: 3 }),
      }),
    }),
  ];
}
