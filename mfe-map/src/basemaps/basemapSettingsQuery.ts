import { useEffect } from 'react';
import { useEndpointQuery } from '@headgate/api-client';
import { basemapEndpoints, type BasemapSettings } from '@headgate/contracts';
import { MAP_DATA_CACHE_MS } from '../layers/mapDataQueries';

/**
 * Which basemaps the map can draw and which geocoder it may call (the same for everybody);
 * undefined while loading or after a failure (logged), in which case the map draws its offline
 * basemaps and searches places locally.
 */
export function useBasemapSettings(): BasemapSettings | undefined {
  const { data, error } = useEndpointQuery(
    basemapEndpoints.settings,
    {},
    { staleTime: MAP_DATA_CACHE_MS, gcTime: MAP_DATA_CACHE_MS, refetchOnWindowFocus: false },
  );
  useEffect(() => {
    if (error) console.error('[map] The basemap settings could not be loaded:', error);
  }, [error]);
  return data;
}
