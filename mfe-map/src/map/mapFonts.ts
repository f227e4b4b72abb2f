/**
 * Font stacks in Mapbox font-name form (family, then weight or style). Only families that
 * ol-mapbox-style treats as web-safe (Arial, then the generic sans-serif): for any other family
 * it would fetch a web font from a CDN, and the map must not reach the internet.
 */
export const MAP_FONTS = {
  regular: ['Arial Regular', 'sans-serif Regular'],
  semibold: ['Arial Bold', 'sans-serif Bold'],
  italic: ['Arial Italic', 'sans-serif Italic'],
} as const;

/**
 * Replaces a style's font stack with the matching web-safe stack, so labels never ask for a web
 * font and look the same in every layer.
 */
export function mapFontStack(fonts: string[]): string[] {
  const names = fonts.join(' ').toLowerCase();
  if (/bold|semibold|medium|heavy|black/.test(names)) return [...MAP_FONTS.semibold];
  if (/italic|oblique/.test(names)) return [...MAP_FONTS.italic];
  return [...MAP_FONTS.regular];
}

/**
 * The CSS font of a font stack from {@link mapFontStack} at a size, written as ol-mapbox-style
 * writes it (`normal 700 12px/1.2 Arial,sans-serif`), so a label measures and draws the same
 * whether a flat style or the style engine draws it.
 */
export function cssFont(fonts: readonly string[], size: number, lineHeight: number): string {
  const names = fonts.join(' ').toLowerCase();
  const style = /italic|oblique/.test(names) ? 'italic' : 'normal';
  const weight = /bold/.test(names) ? 700 : 400;
  const families = fonts.map((font) => font.replace(/ (Regular|Bold|Italic)$/, ''));
  return `${style} ${weight} ${size}px/${lineHeight} ${families.join(',')}`;
}
