import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAuthScope, useAuthStore } from '@headgate/auth';
import type { MapLayer, MapSource } from '@headgate/contracts';
import { UNITED_LOCATIONS_SOURCE } from '../popup';
import { mapLayersQuery, mapSourcesQuery, unitedLocationsQuery } from './mapDataQueries';

/** The map's layers and sources for the current visitor. */
export interface MapData {
  /** Empty when the layers call failed. */
  layers: MapLayer[];
  sources: MapSource[];
  isLoading: boolean;
  /** The layers call failed (spec/public-map.md §8): the list stays empty. */
  isError: boolean;
  /** Asks the failed calls again. */
  retry: () => void;
}

const NO_LAYERS: MapLayer[] = [];
const NO_SOURCES: MapSource[] = [];

/**
 * Fetches the layers and sources (and, for signed-in users, the restricted United locations)
 * once the sign-in state is known, cached per auth scope for a day. A failed call is logged, as
 * the spec asks, and reported through `isError` for the page's readable message.
 */
export function useMapData(): MapData {
  const status = useAuthStore((state) => state.status);
  const scope = useAuthScope();
  const known = status !== 'loading';
  const signedIn = status === 'authenticated';
  const layers = useQuery({ ...mapLayersQuery(scope), enabled: known });
  const sources = useQuery({ ...mapSourcesQuery(scope), enabled: known });
  const united = useQuery({
    ...unitedLocationsQuery(scope),
    enabled: signedIn,
  });

  useLoggedError('layers', layers.error);
  useLoggedError('sources', sources.error);
  useLoggedError('United locations', united.error);

  const mergedSources = useMemo(() => {
    const list = sources.data ?? NO_SOURCES;
    if (!united.data) return list;
    const unitedSource = { id: UNITED_LOCATIONS_SOURCE, data: united.data };
    const others = list.filter((source) => source.id !== UNITED_LOCATIONS_SOURCE);
    return [...others, unitedSource];
  }, [sources.data, united.data]);

  return {
    layers: layers.data ?? NO_LAYERS,
    sources: mergedSources,
    // Drawn once everything is here, so the layers are built once rather than per answer.
    isLoading: !known || layers.isPending || sources.isPending || (signedIn && united.isPending),
    isError: layers.isError || sources.isError,
    retry: () => {
      if (layers.isError) void layers.refetch();
      if (sources.isError) void sources.refetch();
    },
  };
}

function useLoggedError(what: string, error: Error | null): void {
  useEffect(() => {
    if (error) console.error(`[map] The map ${what} could not be loaded:`, error);
  }, [what, error]);
}
