import type pg from 'pg';
import { LOCATION_SEARCH_LIMIT, type LocationSearchResult } from '@headgate/contracts';

/**
 * Fuzzy search over location names and ids: substring matches first, then trigram look-alikes
 * (so "platte hendersn" still finds the Henderson gage), at most 49 results.
 */
export async function searchLocations(
  pool: pg.Pool,
  options: { text: string; publicOnly: boolean },
): Promise<LocationSearchResult[]> {
  const { rows } = await pool.query<LocationSearchResult>(
    `SELECT l.location_ndx, l.location_id, l.location_name, l.location_display_label,
            t.location_type_desc AS locationtype, l.longitude, l.latitude
       FROM locations l JOIN location_types t USING (location_type_ndx)
      WHERE NOT l.exclude_from_map AND ($2::boolean IS FALSE OR l.is_public)
        AND (l.location_name ILIKE '%' || $4 || '%' OR l.location_id ILIKE '%' || $4 || '%'
             OR word_similarity($1, l.location_name) > 0.3 OR similarity(l.location_id, $1) > 0.3)
      ORDER BY (l.location_name ILIKE '%' || $4 || '%' OR l.location_id ILIKE '%' || $4 || '%') DESC,
               greatest(word_similarity($1, l.location_name), similarity(l.location_id, $1)) DESC,
               l.location_name
      LIMIT $3`,
    // $4: the text with LIKE's wildcards escaped, so "%" and "_" match themselves.
    [
      options.text,
      options.publicOnly,
      LOCATION_SEARCH_LIMIT,
      options.text.replace(/[\\%_]/g, '\\$&'),
    ],
  );
  return rows;
}
