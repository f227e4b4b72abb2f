import { useEndpointQuery } from '@headgate/api-client';
import { MAP_USER_ROLES, useHasAnyRole } from '@headgate/auth';
import { publicMapCalls } from '@headgate/contracts/calls';

// The options change only with the location types in the database.
const FILTERS_STALE_MS = 86_400_000;

/**
 * The options of the map's reporting-status and location-type filters
 * (`GET /api/public-map/filters`). Asked for only when a map user (User, Administrator or
 * Developer) is signed in: filters are a restricted item (spec/public-map.md §6).
 */
export function useMapFilters() {
  const mapUser = useHasAnyRole(MAP_USER_ROLES);
  return useEndpointQuery(
    publicMapCalls.filters,
    {},
    { enabled: mapUser, staleTime: FILTERS_STALE_MS },
  );
}
