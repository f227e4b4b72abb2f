import type { MapFilters } from '@headgate/contracts';

/** The map's two multi-select filters, named as `GET /api/public-map/filters` names them. */
export type LocationFilterKey = keyof MapFilters;

export const LOCATION_FILTER_KEYS: readonly LocationFilterKey[] = [
  'reportingStatus',
  'locationTypes',
];

/** The option values chosen in each filter. */
export type LocationFilterSelection = Record<LocationFilterKey, readonly string[]>;

// The feature property each filter reads (packages/server/src/features/map/publicMap/locationFeatures.ts).
const FILTERED_PROPERTY: Record<LocationFilterKey, string> = {
  reportingStatus: 'reporting_status_desc',
  locationTypes: 'locationtype',
};

/**
 * True when a location feature passes both filters: its reporting status and its location type
 * are among the chosen values. A filter with nothing chosen lets nothing through
 * (spec/public-map.md §4).
 */
export function matchesLocationFilters(
  properties: Record<string, unknown>,
  selection: LocationFilterSelection,
): boolean {
  return LOCATION_FILTER_KEYS.every((key) => {
    const value = properties[FILTERED_PROPERTY[key]];
    return typeof value === 'string' && selection[key].includes(value);
  });
}
