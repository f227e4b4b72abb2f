import { queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '@headgate/api-client';
import { publicMapCalls } from '@headgate/contracts/calls';

/** Layers and sources stay fresh and cached for one day (spec/public-map.md §9). */
export const MAP_DATA_CACHE_MS = 86_400_000;

const CACHED_FOR_A_DAY = {
  staleTime: MAP_DATA_CACHE_MS,
  gcTime: MAP_DATA_CACHE_MS,
  refetchOnWindowFocus: false,
} as const;

/**
 * The map layers the caller may see, cached per auth scope: signing in or out fetches them
 * again (the answer includes the United layers only for signed-in callers).
 */
export function mapLayersQuery(authScope: string) {
  return queryOptions({
    ...endpointQuery(authScope, publicMapCalls.layers, {}),
    ...CACHED_FOR_A_DAY,
  });
}

/** The sources (with their features) the caller may see, cached per auth scope. */
export function mapSourcesQuery(authScope: string) {
  return queryOptions({
    ...endpointQuery(authScope, publicMapCalls.sources, {}),
    ...CACHED_FOR_A_DAY,
  });
}

/** The restricted (United) locations; only asked for when someone is signed in. */
export function unitedLocationsQuery(authScope: string) {
  return queryOptions({
    ...endpointQuery(authScope, publicMapCalls.united, {}),
    select: (answer) => answer.data,
    ...CACHED_FOR_A_DAY,
  });
}
