// No zod here: the map's first load reads these, and must not load zod for them.

/** The basemaps of the map's Basemaps panel (spec/public-map.md §2), in panel order. */
export const BASEMAP_IDS = ['outdoors', 'satellite', 'streets', 'light', 'dark'] as const;
export type BasemapId = (typeof BASEMAP_IDS)[number];

/** The label the panel shows for each basemap. */
export const BASEMAP_LABELS = {
  outdoors: 'Outdoors',
  satellite: 'Satellite',
  streets: 'Streets',
  light: 'Light',
  dark: 'Dark',
} as const satisfies Record<BasemapId, string>;

/** The layers of the offline basemap, each served at `/api/public-map/basemap/<layer>`. */
export const BASEMAP_LAYER_IDS = [
  'state',
  'counties',
  'water-districts',
  'rivers',
  'lakes',
  'urban-areas',
  'places',
  'railroads',
] as const;
export type BasemapLayerId = (typeof BASEMAP_LAYER_IDS)[number];

/**
 * Town label priority in the places layer: 1 major city, 2 other regional town (both Natural
 * Earth populated places), 3 a municipality in Water District 2, 4 any other municipality.
 */
export const PLACE_RANKS = [1, 2, 3, 4] as const;

/** The zoom from which the map should label a place of each rank, so small towns wait. */
export const PLACE_RANK_MINZOOM = { 1: 0, 2: 6, 3: 8, 4: 10 } as const;
