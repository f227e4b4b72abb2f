import type { Database } from '../../../core/database/openDatabase';

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
  // Fort Collins: 40 readings from midnight MST of the spring-forward day (value n at n × 15 min),
  // and daily values for March 1–10; the district well one daily value.
  await sql(
    `INSERT INTO timeseries_15min (location_ndx, parameter_ndx, collect_timestamp, result_value)
     SELECT 3, 67, '2026-03-08T07:00:00Z'::timestamptz + n * interval '15 minutes', n
       FROM generate_series(0, 39) AS n`,
  );
  await sql(
    `INSERT INTO timeseries_daily (location_ndx, parameter_ndx, collect_date, result_value)
     SELECT 3, 67, '2026-03-01'::date + n, 100 + n FROM generate_series(0, 9) AS n
     UNION ALL SELECT 2, 67, '2026-03-05', 7`,
  );
}

/**
 * The OGC fixture and a public gage, LONG-1 (-106.5, 39.5), with `readings` 15-minute flow
 * readings from 2026-01-01 00:00 MST, valued 0, 1, 2…: more than a page streams.
 */
export function longSeriesFixture(readings: number) {
  return async (db: Database): Promise<void> => {
    await insertOgcFixture(db);
    await db.pool.query(
      `INSERT INTO locations (location_ndx, location_id, location_name, location_display_label,
         location_type_ndx, longitude, latitude, is_public)
       VALUES (5, 'LONG-1', 'Long series gage', 'LONG-1', 1, -106.5, 39.5, true)`,
    );
    await db.pool.query(
      `INSERT INTO timeseries_15min (location_ndx, parameter_ndx, collect_timestamp, result_value)
       SELECT 5, 67, '2026-01-01T07:00:00Z'::timestamptz + n * interval '15 minutes', n
         FROM generate_series(0, $1 - 1) AS n`,
      [readings],
    );
  };
}
