import type { ExpressionValue } from 'ol/expr/expression';
import type { FlatStyle, Rule } from 'ol/style/flat';
import { SHOWN_FLAG, STALE_FLAG } from './locationFlags';

/** The property colour-by Location Types reads (spec/public-map.md §3). */
export const LOCATION_TYPE_PROPERTY = 'locationtype';

// A stale location keeps its place but reads as "no news": a pale fill in a grey ring.
const STALE_FILL = 'rgba(245, 245, 245, 0.9)';
const STALE_RING = '#7b8794';
const STALE_RING_WIDTH = 2.5;

/** Colours each location by its type, falling back to the layer's own colour for other types. */
export function withTypeColors(style: FlatStyle, colors: ReadonlyMap<string, string>): FlatStyle {
  if (colors.size === 0) return style;
  const arms = [...colors].flatMap(([type, color]) => [type, color]);
  return {
    ...style,
    'circle-fill-color': [
      'match',
      ['get', LOCATION_TYPE_PROPERTY],
      ...arms,
      style['circle-fill-color'] as ExpressionValue,
    ],
  };
}

/** Draws locations flagged stale as a hollow grey ring (beyond the spec: data older than a day). */
export function withStaleRing(style: FlatStyle): FlatStyle {
  const stale = ['==', ['get', STALE_FLAG], 1];
  const unlessStale = (whenStale: ExpressionValue, usual: unknown): unknown[] => [
    'case',
    stale,
    whenStale,
    usual,
  ];
  return {
    ...style,
    'circle-fill-color': unlessStale(STALE_FILL, style['circle-fill-color']),
    'circle-stroke-color': unlessStale(STALE_RING, style['circle-stroke-color']),
    'circle-stroke-width': unlessStale(STALE_RING_WIDTH, style['circle-stroke-width']),
  };
}

/** Draws only the locations that pass the filters (spec/public-map.md §4). */
export function onlyShownLocations(style: FlatStyle): Rule[] {
  return [{ filter: ['==', ['get', SHOWN_FLAG], 1], style }];
}
