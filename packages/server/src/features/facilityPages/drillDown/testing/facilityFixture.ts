import type { Database } from '../../../../core/database/openDatabase';

/** The user id (token `sub`) that facilities 37 and 41 name in `authorized_users`. */
export const OWN_USER = 'auth0|uma';
/** A User no facility names. */
export const OTHER_USER = 'auth0|otto';

export const FLOW = 67;
export const WATER_LEVEL = 1539;

/** Facility 37's locations by id: display order LBR, LBR-OUT, LBR-IN, LBR-SPARE. */
export const LOCATION = { in: 301, reservoir: 302, out: 303, spare: 304, recharge: 305 } as const;

/** 2026-03-08, the spring-forward day: local midnight is 07:00Z, the next one 06:00Z (23 h). */
export const SPRING_FORWARD_START = '2026-03-08T07:00:00Z';

/** The long series (LBR-IN flow, 2025-10-01 for 90 days) and its one spike. */
export const LONG_START = '2025-10-01T00:00:00Z';
export const LONG_READINGS = 90 * 96;
export const LONG_SPIKE = { index: 5000, value: 900 };

/**
 * Facilities of three types beside the map fixture (which has parameter 67 Flow in cfs):
 * 37 Lupton Bottoms Storage with four locations, one recording nothing; 38 and 39 of the same
 * type and display order (so the name decides); 41 a recharge facility; 1778 a well field.
 * Facilities 37 and 41 name OWN_USER; the Wells type has no icon. Readings, small enough to mean
 * by hand:
 * - LBR-IN flow every 15 minutes from local midnight 2026-03-07 for three local days, the n-th
 *   reading being n; and 2025-10-01 on for 90 days, a wave with one spike (LONG_SPIKE);
 * - LBR-OUT flow on 2026-03-08 only, 100 + (n mod 4): every hour's and the day's mean is 101.5;
 * - LBR water level on every whole hour of 2026-03-08, 4950 + the hour's index (0 to 22).
 */
export async function insertFacilityFixture(db: Database): Promise<void> {
  const sql = (text: string) => db.pool.query(text);
  await sql("INSERT INTO units (unit_desc) VALUES ('ft')");
  await sql(
    `INSERT INTO parameters VALUES
       (${WATER_LEVEL}, 'Water Level', 'water_level_ft', (SELECT unit_ndx FROM units WHERE unit_desc = 'ft'), NULL)`,
  );
  await sql(
    "INSERT INTO facility_types VALUES (1, 'Storage', 'Waves'), (2, 'Recharge', 'Opacity'), (4, 'Wells', NULL)",
  );
  await sql(
    `INSERT INTO facilities (facility_ndx, facility, facility_name, facility_type_ndx, display_order,
       widget_order, axis2_min, axis2_max, authorized_users) VALUES
       (37, 'LBR', 'Lupton Bottoms Storage', 1, 1, '{pctfull,ytd,lastfew,monthly}', 0, 4500, '{${OWN_USER}}'),
       (38, 'PVR', 'Platte Valley Storage', 1, 2, DEFAULT, NULL, NULL, '{}'),
       (39, 'ALS', 'Alpha Storage', 1, 2, DEFAULT, NULL, NULL, '{}'),
       (41, 'SHRP', 'Sand Hill Recharge', 2, 1, '{ytd,lastfew,monthly}', NULL, NULL, '{someone-else,${OWN_USER}}'),
       (1778, 'FLW', 'Fort Lupton Well Field', 4, 1, DEFAULT, NULL, NULL, '{}')`,
  );
  await sql(
    `INSERT INTO locations (location_ndx, location_id, location_name, location_display_label,
       location_type_ndx, longitude, latitude, legend_color, display_order) VALUES
       (${LOCATION.in}, 'LBR-IN', 'Reservoir Inlet', 'LBR-IN', 1, -104.8, 40.1, '#1F77B4', 3),
       (${LOCATION.reservoir}, 'LBR', 'Reservoir', 'LBR', 1, -104.8, 40.1, '#2CA02C', 1),
       (${LOCATION.out}, 'LBR-OUT', 'Reservoir Outlet', 'LBR-OUT', 1, -104.8, 40.1, '#17BECF', 2),
       (${LOCATION.spare}, 'LBR-SPARE', 'Spare Gage', 'LBR-SPARE', 1, -104.8, 40.1, '#999999', 4),
       (${LOCATION.recharge}, 'SHRP-IN', 'Recharge Inlet', 'SHRP-IN', 1, -104.8, 40.1, '#D62728', 5)`,
  );
  await sql(
    `INSERT INTO facility_locations VALUES
       (37, ${LOCATION.in}), (37, ${LOCATION.reservoir}), (37, ${LOCATION.out}), (37, ${LOCATION.spare}),
       (41, ${LOCATION.recharge})`,
  );
  await sql(
    `INSERT INTO location_parameters VALUES
       (${LOCATION.in}, ${FLOW}), (${LOCATION.out}, ${FLOW}), (${LOCATION.reservoir}, ${WATER_LEVEL}),
       (${LOCATION.recharge}, ${FLOW})`,
  );
  const readings = (
    location: number,
    parameter: number,
    first: string,
    step: string,
    count: number,
    value: string,
  ) =>
    sql(
      `INSERT INTO timeseries_15min (location_ndx, parameter_ndx, collect_timestamp, result_value)
       SELECT ${location}, ${parameter}, '${first}'::timestamptz + n * interval '${step}', ${value}
         FROM generate_series(0, ${count - 1}) AS n`,
    );
  // Local midnight 2026-03-07 (MST) to local midnight 2026-03-10 (MDT): 96 + 92 + 96 readings.
  await readings(LOCATION.in, FLOW, '2026-03-07T07:00:00Z', '15 minutes', 284, 'n');
  await readings(LOCATION.out, FLOW, SPRING_FORWARD_START, '15 minutes', 92, '100 + n % 4');
  await readings(LOCATION.reservoir, WATER_LEVEL, SPRING_FORWARD_START, '1 hour', 23, '4950 + n');
  await readings(
    LOCATION.in,
    FLOW,
    LONG_START,
    '15 minutes',
    LONG_READINGS,
    `CASE n WHEN ${LONG_SPIKE.index} THEN ${LONG_SPIKE.value} ELSE 50 + 10 * sin(n / 40.0) END`,
  );
}
