/** The units a buffer amount is given in: a radius (miles, feet) or an area (acres). */
export const BUFFER_UNITS = ['miles', 'acres', 'feet'] as const;
export type BufferUnits = (typeof BUFFER_UNITS)[number];

/** The names the units select shows. */
export const BUFFER_UNIT_LABELS: Record<BufferUnits, string> = {
  miles: 'Miles',
  acres: 'Acres',
  feet: 'Feet',
};

/** The short names in ring labels ('0.25 mi'). */
export const BUFFER_UNIT_ABBREVIATIONS: Record<BufferUnits, string> = {
  miles: 'mi',
  acres: 'ac',
  feet: 'ft',
};

/** One row of the Radius Tool: the amount stays the text typed, so a bad entry can be shown. */
export interface BufferRow {
  color: string;
  amount: string;
  units: BufferUnits;
  enabled: boolean;
}

/**
 * The four rows a page starts with (spec/public-map.md §9): 0.25 and 0.5 miles on, two of 0
 * off. The spec names the colours only as tan and coral tones; tan and coral alternate so the
 * two default rings stand apart.
 */
export const DEFAULT_BUFFER_ROWS: readonly BufferRow[] = [
  { color: '#d2b48c', amount: '0.25', units: 'miles', enabled: true },
  { color: '#ff7f50', amount: '0.5', units: 'miles', enabled: true },
  { color: '#a67b5b', amount: '0', units: 'miles', enabled: false },
  { color: '#f4a582', amount: '0', units: 'miles', enabled: false },
];

/** Square feet in an acre: an acre amount becomes the radius of a circle of that area (§5). */
export const SQUARE_FEET_PER_ACRE = 43_560;

/**
 * The largest radius drawn. The spec sets no bound, but a circle thousands of miles across
 * wraps over the pole or the date line and turns into a shape that is no buffer at all.
 */
export const MAX_RADIUS_MILES = 1_000;

/** Vertices of a ring's circle: enough that a ring looks round at any zoom it fills the map. */
export const RING_STEPS = 128;

/** Shown under the coordinate field when the text is not a coordinate (§5 grammar). */
export const COORDINATE_ENTRY_ERROR =
  'Enter a coordinate as Lat, Lng (for example 40.2672, -104.7780).';
