// No zod here: the map's first load builds symbol URLs, and must not load zod for them.

/** Shapes the map-symbol endpoint can draw. */
export const MAP_SYMBOL_SHAPES = [
  'circle',
  'square',
  'triangle',
  'diamond',
  'star',
  'cross',
] as const;

/** The query parameters of `GET /api/icon/icon` (spec/public-map.md §7), each a setting of a layer's symbol. */
export const MAP_SYMBOL_PARAMETERS = [
  'shape',
  'color',
  'strokeColor',
  'strokeWidth',
  'width',
  'height',
] as const;
export type MapSymbolParameter = (typeof MAP_SYMBOL_PARAMETERS)[number];
