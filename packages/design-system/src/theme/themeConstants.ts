/** Theme constants of spec/public-map.md §9 and spec/dashboard.md §3. */
export const THEME_NAMES = ['DEFAULT', 'DARK', 'LIGHT'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

/** The theme a new visitor gets. */
export const DEFAULT_THEME_NAME: ThemeName = 'LIGHT';

export const PRIMARY_COLOR = '#336699';
export const SPACING = 4;
export const BASE_FONT_SIZE = 13;
export const BREAKPOINTS = {
  xs: 0,
  sm: 600,
  md: 960,
  lg: 1280,
  xl: 1440,
  xxl: 1920,
  xxxl: 2560,
} as const;

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);
}
