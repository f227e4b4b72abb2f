import * as z from 'zod';

/** What a place search result is: a town, a public location, a county or a water district. */
export const PLACE_KINDS = ['town', 'location', 'county', 'water district'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** At most this many places answer a search: enough for a search box's drop-down. */
export const PLACES_SEARCH_LIMIT = 10;

/** A reverse look-up names the nearest town only when it is this close. */
export const REVERSE_TOWN_RADIUS_KM = 25;

/** `GET /api/public-map/places`: offline address search, for when no geocoder is configured. */
export const placesQuerySchema = z.object({
  q: z.string().trim().min(1, 'Type at least one character.').max(100),
});

/** A search result: where to fly to, and the zoom that frames it (absent: the map's choice). */
export const placeSchema = z.object({
  name: z.string(),
  kind: z.enum(PLACE_KINDS),
  lon: z.number(),
  lat: z.number(),
  zoom: z.number().optional(),
});
export type Place = z.infer<typeof placeSchema>;

export const placesResponseSchema = z.array(placeSchema).max(PLACES_SEARCH_LIMIT);

/** A decimal degree within bounds; an empty value is refused rather than read as 0. */
const degrees = (limit: number) =>
  z
    .string()
    .trim()
    .regex(/^[+-]?(\d+\.?\d*|\.\d+)$/, 'Expected decimal degrees such as -104.8.')
    .transform(Number)
    .pipe(z.number().min(-limit).max(limit));

/** `GET /api/public-map/places/reverse`: a point in WGS84 decimal degrees. */
export const reversePlaceQuerySchema = z.object({ lon: degrees(180), lat: degrees(90) });

/**
 * What is at a point: the nearest town within 25 km (else the county, else the coordinates), and
 * the county and water district containing it (null outside them).
 */
export const reversePlaceSchema = z.object({
  name: z.string(),
  county: z.string().nullable(),
  waterDistrict: z.string().nullable(),
});
export type ReversePlace = z.infer<typeof reversePlaceSchema>;
