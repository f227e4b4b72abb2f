import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@headgate/api-client';
import { basemapSettingsSchema, type BasemapSettings } from '@headgate/contracts';
import { MAP_DATA_CACHE_MS } from '../layers/mapDataQueries';

/** Which basemaps the map can draw and which geocoder it may call; the same for everybody. */
export const basemapSettingsQuery = queryOptions({
  queryKey: ['public-map', 'basemap-settings'],
  queryFn: async (): Promise<BasemapSettings> =>
    basemapSettingsSchema.parse(await apiFetch<unknown>('/public-map/basemap-settings')),
  staleTime: MAP_DATA_CACHE_MS,
  gcTime: MAP_DATA_CACHE_MS,
  refetchOnWindowFocus: false,
});

/**
 * The basemap settings; undefined while loading or after a failure (logged), in which case the
 * map draws its offline basemaps and searches places locally.
 */
export function useBasemapSettings(): BasemapSettings | undefined {
  const { data, error } = useQuery(basemapSettingsQuery);
  useEffect(() => {
    if (error) console.error('[map] The basemap settings could not be loaded:', error);
  }, [error]);
  return data;
}
