import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@headgate/api-client';
import type { FeatureCollection, MapLayer, MapSource } from '@headgate/contracts';

/** Layers and sources stay fresh and cached for one day (spec/public-map.md §9). */
export const MAP_DATA_CACHE_MS = 86_400_000;

const CACHED_FOR_A_DAY = {
  staleTime: MAP_DATA_CACHE_MS,
  gcTime: MAP_DATA_CACHE_MS,
  refetchOnWindowFocus: false,
} as const;

/**
 * The map layers the caller may see. The key holds the auth scope, so signing in or out
 * fetches them again (the answer includes the United layers only for signed-in callers).
 */
export function mapLayersQuery(authScope: string) {
  return queryOptions({
    queryKey: ['public-map', 'layers', authScope],
    queryFn: () => apiFetch<MapLayer[]>('/public-map/layers'),
    ...CACHED_FOR_A_DAY,
  });
}

/** The sources (with their features) the caller may see, cached per auth scope. */
export function mapSourcesQuery(authScope: string) {
  return queryOptions({
    queryKey: ['public-map', 'sources', authScope],
    // Not parsed: a source can hold tens of thousands of points, and the server's answers are
    // described by the same contract.
    queryFn: () => apiFetch<MapSource[]>('/public-map/sources'),
    ...CACHED_FOR_A_DAY,
  });
}

/** The restricted (United) locations; only asked for when someone is signed in. */
export function unitedLocationsQuery(authScope: string) {
  return queryOptions({
    queryKey: ['public-map', 'united', authScope],
    queryFn: async () => (await apiFetch<{ data: FeatureCollection }>('/public-map/united')).data,
    ...CACHED_FOR_A_DAY,
  });
}
