import { useEffect } from 'react';
import { useEndpointQuery } from '@headgate/api-client';
import type { BasemapSettings } from '@headgate/contracts';
import { basemapCalls } from '@headgate/contracts/calls';
import { MAP_DATA_CACHE_MS } from '../layers/mapDataQueries';

/** The basemap settings call as the map reads it. */
export interface BasemapSettingsState {
  /** Undefined while loading or after a failure (logged): then the offline looks are drawn. */
  settings: BasemapSettings | undefined;
  /**
   * The call has answered or failed once, so the basemap to draw is known (the offline looks
   * after a failure; a retry that answers later may still change it).
   */
  settled: boolean;
}

/**
 * Which basemaps the map can draw and which geocoder it may call (the same for everybody).
 * The page asks for them, so the call runs while the map's own code is still loading.
 */
export function useBasemapSettings(): BasemapSettingsState {
  const { data, error, isPending, failureCount } = useEndpointQuery(
    basemapCalls.settings,
    {},
    { staleTime: MAP_DATA_CACHE_MS, gcTime: MAP_DATA_CACHE_MS, refetchOnWindowFocus: false },
  );
  useEffect(() => {
    if (error) console.error('[map] The basemap settings could not be loaded:', error);
  }, [error]);
  return { settings: data, settled: !isPending || failureCount > 0 };
}
