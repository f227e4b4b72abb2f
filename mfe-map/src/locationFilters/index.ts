/**
 * The public map's location filters (spec/public-map.md §4): reporting status and location type,
 * for signed-in users. The selection lives in one store for the page; the predicate tells the
 * map which location features pass. Independent of the map engine.
 */

/**
 * The filter keys (as `MapFilters` names them), the selection type, and the predicate the map
 * applies to each location feature's properties (nothing chosen in a filter → nothing passes).
 */
export { LOCATION_FILTER_KEYS, matchesLocationFilters } from './locationFilterSelection';
export type { LocationFilterKey, LocationFilterSelection } from './locationFilterSelection';
/**
 * The selection for the loaded filter options (every option until the user changes a filter;
 * null before the options load) with toggle, Select All and Select None.
 */
export { useLocationFilters } from './useLocationFilters';
export type { LocationFilters } from './useLocationFilters';
