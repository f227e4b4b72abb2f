/**
 * Colour-by for the map's location points (spec/public-map.md §2 and §9): the choices of the
 * filter bar's select and the colours each choice draws with. Independent of the map engine.
 */

/** The colour-by choices: 'Default' (one blue) and 'Location Types' (a colour per type). */
export { COLOR_BY_OPTIONS, DEFAULT_COLOR_BY, isColorBy } from './colorByOptions';
export type { ColorBy } from './colorByOptions';
/**
 * The default blue (#336699), the 20 fixed type colours, and the type → colour map (fixed colours
 * up to 20 types, a perceptual gradient beyond).
 */
export {
  DEFAULT_LOCATION_COLOR,
  LOCATION_TYPE_PALETTE,
  locationTypeColors,
} from './locationColors';
