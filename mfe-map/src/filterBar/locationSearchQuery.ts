import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '@headgate/api-client';
import { publicMapCalls } from '@headgate/contracts/calls';

/** Which locations a search covers: the public set, or all of them for signed-in users. */
export type LocationSearchSource = 'public' | 'restricted';

/** The search waits this long after the last keystroke (spec/public-map.md §9). */
export const LOCATION_SEARCH_DEBOUNCE_MS = 200;

/** The longest text the search endpoint takes. */
export const LOCATION_SEARCH_MAX_LENGTH = 100;

/**
 * `GET /api/public-map/search` for a text (at most 49 results, as its contract says). The key
 * holds the auth scope, so a search never shows another user's restricted results.
 */
export function locationSearchQuery(text: string, source: LocationSearchSource, authScope: string) {
  return queryOptions({
    ...endpointQuery(authScope, publicMapCalls.search, { query: { q: text, source } }),
    enabled: text !== '',
    // While the next answer loads, the list keeps the last one instead of flashing empty.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
