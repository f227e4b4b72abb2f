import type { Database } from '../../database/openDatabase';

/**
 * Beside the map fixture (public PLAHENCO and RP-0…RP-59 at -104.8, 40.1, district BRW-7): a
 * public gage far to the west, an excluded location, and two facilities, one of them with only
 * the district well.
 */
export async function insertOgcFixture(db: Database): Promise<void> {
  const sql = (text: string, values: unknown[] = []) => db.pool.query(text, values);
  await sql(
    `INSERT INTO locations (location_ndx, location_id, location_name, location_display_label, location_type_ndx,
       longitude, latitude, is_public, exclude_from_map)
     VALUES (3, 'CLAFTCCO', 'Cache la Poudre at Fort Collins', 'CLAFTCCO', 1, -105.1, 40.6, true, false),
            (4, 'HIDDEN-1', 'Retired gage', 'HIDDEN-1', 1, -104.8, 40.1, true, true)`,
  );
  await sql("INSERT INTO facility_types (facility_type_desc) VALUES ('Reservoir'), ('Well Field')");
  await sql(
    `INSERT INTO facilities (facility_ndx, facility, facility_name, facility_type_ndx)
     VALUES (10, 'HEN', 'Henderson Gage Site', 1), (11, 'BRW', 'Brighton Well Field', 2)`,
  );
  await sql('INSERT INTO facility_locations VALUES (10, 1), (10, 3), (11, 2)');
}
