import * as z from 'zod';

/** At most this many locations answer a search (spec/public-map.md §9). */
export const LOCATION_SEARCH_LIMIT = 49;

/** `GET /api/public-map/search`: fuzzy location search over the public or the restricted set. */
export const locationSearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'Type at least one character.').max(100),
  source: z.enum(['public', 'restricted']).default('public'),
});

export const locationSearchResultSchema = z.object({
  location_ndx: z.number().int(),
  location_id: z.string(),
  location_name: z.string(),
  location_display_label: z.string(),
  locationtype: z.string(),
  longitude: z.number(),
  latitude: z.number(),
});
export type LocationSearchResult = z.infer<typeof locationSearchResultSchema>;

export const locationSearchResponseSchema = z
  .array(locationSearchResultSchema)
  .max(LOCATION_SEARCH_LIMIT);
