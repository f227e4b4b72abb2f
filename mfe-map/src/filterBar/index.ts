/**
 * The filter bar above the public map (spec/public-map.md §2, §4, §9): location search, the
 * location filters, colour-by and export. Plain React and MUI; the map page wires it to the map.
 */

/** The bar itself; see `FilterBarProps` for what the map page passes in. */
export { FilterBar } from './FilterBar';
export type { FilterBarProps } from './FilterBar';
/** The export choices ('Print PDF', 'Save PNG') that `onExport` receives. */
export { EXPORT_OPTIONS } from './exportKinds';
export type { ExportKind } from './exportKinds';
/** The filters' options (`GET /api/public-map/filters`), fetched only for signed-in map users. */
export { useMapFilters } from './useMapFilters';
