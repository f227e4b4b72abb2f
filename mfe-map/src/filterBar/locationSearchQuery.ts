import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@headgate/api-client';
import {
  LOCATION_SEARCH_LIMIT,
  locationSearchResultSchema,
  type LocationSearchResult,
} from '@headgate/contracts';

/** Which locations a search covers: the public set, or all of them for signed-in users. */
export type LocationSearchSource = 'public' | 'restricted';

/** The search waits this long after the last keystroke (spec/public-map.md §9). */
export const LOCATION_SEARCH_DEBOUNCE_MS = 200;

/** The longest text the search endpoint takes. */
export const LOCATION_SEARCH_MAX_LENGTH = 100;

/**
 * `GET /api/public-map/search` for a text. The key holds the auth scope, so a search never shows
 * another user's restricted results. At most 49 results, even if the server sent more.
 */
export function locationSearchQuery(text: string, source: LocationSearchSource, authScope: string) {
  return queryOptions({
    queryKey: ['public-map', 'search', authScope, source, text],
    queryFn: async ({ signal }): Promise<LocationSearchResult[]> => {
      const params = new URLSearchParams({ q: text, source });
      const results = await apiFetch<unknown>(`/public-map/search?${params}`, { signal });
      return locationSearchResultSchema.array().parse(results).slice(0, LOCATION_SEARCH_LIMIT);
    },
    enabled: text !== '',
    // While the next answer loads, the list keeps the last one instead of flashing empty.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
