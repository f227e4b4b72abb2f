import type pg from 'pg';
import { PLACES_SEARCH_LIMIT, type Place, type PlaceKind } from '@headgate/contracts';
import { geometryPlaces } from './geometryPlaces';

/** A public location fills the screen at this zoom (spec/public-map.md §2: "zooms to 16"). */
const LOCATION_ZOOM = 16;

/** Equally good matches list towns first: they are what an address search is mostly after. */
const KIND_ORDER: PlaceKind[] = ['town', 'county', 'water district', 'location'];

/*
 * One trigram ranking over every candidate, by the same rules as the location search: the
 * basemap's names (a few hundred, fixed while the server runs) travel as arrays, so no table has
 * to be kept in step with the shipped files, and public locations are read live, so an edit or a
 * change of `is_public` counts at once. Prefix matches first, then substring matches, then
 * look-alikes ("fort luptn").
 */
const SEARCH_SQL = `
  WITH candidates AS (
    SELECT name, kind, lon, lat, zoom
      FROM unnest($1::text[], $2::text[], $3::float8[], $4::float8[], $5::float8[])
           AS place(name, kind, lon, lat, zoom)
    UNION ALL
    SELECT location_name, 'location', longitude, latitude, $8::float8
      FROM locations
     WHERE NOT exclude_from_map AND is_public
  )
  SELECT name, kind, lon, lat, zoom
    FROM candidates
   WHERE name ILIKE '%' || $7 || '%' OR word_similarity($6, name) > 0.3
   ORDER BY name ILIKE $7 || '%' DESC, name ILIKE '%' || $7 || '%' DESC,
            word_similarity($6, name) DESC, array_position($9::text[], kind), name
   LIMIT $10`;

/**
 * Finds towns, counties, water districts and public locations by name, for the map's search
 * box when no geocoder is configured. Restricted locations are never candidates.
 */
export async function searchPlaces(pool: pg.Pool, text: string): Promise<Place[]> {
  const places = geometryPlaces();
  const { rows } = await pool.query<Place>(SEARCH_SQL, [
    places.map((place) => place.name),
    places.map((place) => place.kind),
    places.map((place) => place.lon),
    places.map((place) => place.lat),
    places.map((place) => place.zoom),
    text,
    // The text with LIKE's wildcards escaped, so "%" and "_" match themselves.
    text.replace(/[\\%_]/g, '\\$&'),
    LOCATION_ZOOM,
    KIND_ORDER,
    PLACES_SEARCH_LIMIT,
  ]);
  return rows;
}
