import { PRIMARY_COLOR } from '@headgate/design-system';
import { oklchToHex } from './oklch';

/** Colour-by Default: every location in the theme's blue. */
export const DEFAULT_LOCATION_COLOR = PRIMARY_COLOR;

/**
 * The 20 fixed colours of colour-by Location Types (Tableau 20, as d3's category20). Ordered with
 * the ten strong tones first and their light partners after, so that up to ten types never get
 * two shades of one hue.
 */
export const LOCATION_TYPE_PALETTE: readonly string[] = [
  '#1f77b4',
  '#ff7f0e',
  '#2ca02c',
  '#d62728',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#7f7f7f',
  '#bcbd22',
  '#17becf',
  '#aec7e8',
  '#ffbb78',
  '#98df8a',
  '#ff9896',
  '#c5b0d5',
  '#c49c94',
  '#f7b6d2',
  '#c7c7c7',
  '#dbdb8d',
  '#9edae5',
];

// The gradient for more than 20 types: a hue circle at one lightness and chroma in OKLCH, where
// equal hue steps look like equal colour steps, so every type stays as far from its neighbours
// as the count allows.
const GRADIENT_LIGHTNESS = 0.66;
const GRADIENT_CHROMA = 0.15;
const GRADIENT_START_HUE = 30;

/**
 * The colour of each location type for colour-by Location Types (spec/public-map.md §9): the 20
 * fixed colours in the order the types are given when there are at most 20, otherwise a gradient
 * across all of them. Repeated types get one colour.
 */
export function locationTypeColors(types: readonly string[]): Map<string, string> {
  const distinct = [...new Set(types)];
  const colorAt =
    distinct.length <= LOCATION_TYPE_PALETTE.length
      ? (index: number) => LOCATION_TYPE_PALETTE[index]!
      : (index: number) =>
          oklchToHex(
            GRADIENT_LIGHTNESS,
            GRADIENT_CHROMA,
            GRADIENT_START_HUE + (360 * index) / distinct.length,
          );
  return new Map(distinct.map((type, index) => [type, colorAt(index)]));
}
