/** How the map colours location points (spec/public-map.md §2, Filter bar). */
export type ColorBy = 'default' | 'locationTypes';

/** The choices of the colour-by select, in the order it lists them. */
export const COLOR_BY_OPTIONS: readonly { value: ColorBy; label: string }[] = [
  { value: 'default', label: 'Default' },
  { value: 'locationTypes', label: 'Location Types' },
];

/** Until the user picks, locations are drawn in the single default blue. */
export const DEFAULT_COLOR_BY: ColorBy = 'default';

export function isColorBy(value: unknown): value is ColorBy {
  return COLOR_BY_OPTIONS.some((option) => option.value === value);
}
