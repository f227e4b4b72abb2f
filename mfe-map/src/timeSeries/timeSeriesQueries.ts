import { useCallback, useState } from 'react';
import { queryOptions, useQueries, type UseQueryResult } from '@tanstack/react-query';
import { endpointQuery } from '@headgate/api-client';
import { useAuthScope, useAuthStore } from '@headgate/auth';
import { graphEndpoints, type GraphKind, type GraphRow } from '@headgate/contracts';
import type { TimeSeriesLocation } from './timeSeriesLocation';

/** A window of instants, `[start, end)`. */
export interface InstantWindow {
  start: Date;
  end: Date;
}

// Readings arrive every 15 minutes: a window fetched within the last few minutes is current.
const GRAPH_STALE_MS = 5 * 60_000;

/**
 * One graph of a location over a window. The key holds the location, kind, window and auth
 * scope: a district location's data is fetched again, or refused, after signing in or out.
 */
export function graphSeriesQuery(
  kind: GraphKind,
  locationNdx: number,
  window: InstantWindow,
  authScope: string,
) {
  return queryOptions({
    ...endpointQuery(authScope, graphEndpoints[kind], {
      params: { locationNdx },
      query: { start: window.start.toISOString(), end: window.end.toISOString() },
    }),
    staleTime: GRAPH_STALE_MS,
  });
}

/** The rows of one graph. */
export interface GraphSeries {
  kind: GraphKind;
  rows: readonly GraphRow[];
}

/** Where the panel's data is: loading, failed (with the message), or here. */
export type GraphSeriesState =
  | { status: 'pending' }
  | { status: 'error'; message: string }
  | {
      status: 'success';
      series: readonly GraphSeries[];
      /** True while the last window's rows stand in for a new window being fetched. */
      updating: boolean;
    };

type SuccessState = Extract<GraphSeriesState, { status: 'success' }>;

/**
 * Every graph the location has over the window, as one state for the chart. While another
 * window loads, the last window's rows stay (`updating`), so the chart and its zoom stay too.
 */
export function useGraphSeries(
  location: TimeSeriesLocation,
  window: InstantWindow,
): GraphSeriesState {
  const scope = useAuthScope();
  const authKnown = useAuthStore((state) => state.status !== 'loading');
  const { kinds } = location;
  // A stable combine keeps its answer between renders until a query changes.
  const combine = useCallback(
    (results: UseQueryResult<GraphRow[]>[]): GraphSeriesState => {
      const failed = results.find((result) => result.isError);
      if (failed) return { status: 'error', message: failed.error?.message ?? 'Unknown error' };
      if (results.some((result) => result.isPending)) return { status: 'pending' };
      return {
        status: 'success',
        series: results.map((result, index) => ({ kind: kinds[index]!, rows: result.data ?? [] })),
        updating: false,
      };
    },
    [kinds],
  );
  const state = useQueries({
    queries: kinds.map((kind) => ({
      ...graphSeriesQuery(kind, location.locationNdx, window, scope),
      enabled: authKnown,
    })),
    combine,
  });
  // A new window is a new query with no data yet: the last answer stands in meanwhile.
  const [last, setLast] = useState<SuccessState | null>(null);
  if (state.status === 'success' && state !== last) setLast(state);
  if (state.status === 'pending' && last) return { ...last, updating: true };
  return state;
}
