import type pg from 'pg';
import type { Database } from '../../database/openDatabase';
import {
  FLOW,
  insertFacilityFixture,
  LOCATION,
  WATER_LEVEL,
} from '../../facilityPages/testing/facilityFixture';

/** The facility fixture, a data source and a metre unit; the spare gage gets flow and level. */
export async function insertJobsFixture(db: Database): Promise<void> {
  await insertFacilityFixture(db);
  const sql = (text: string) => db.pool.query(text);
  await sql("INSERT INTO data_sources (data_source) VALUES ('Logger')");
  await sql("INSERT INTO units (unit_desc) VALUES ('m')");
  await sql(
    `INSERT INTO location_parameters VALUES (${LOCATION.spare}, ${FLOW}), (${LOCATION.spare}, ${WATER_LEVEL})`,
  );
}

/**
 * A disabled import configuration of the spare gage's flow reading `file` in the folder
 * `gages` (comma, one header row, date, time and value in columns 1 to 3); `overrides` change
 * any column.
 */
export async function configureImport(
  pool: pg.Pool,
  file: string,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const values = {
    location_ndx: LOCATION.spare,
    datasrc_ndx: 1,
    delimiter_ndx: 2,
    file_header_rowcount: 1,
    column_position_date: 1,
    column_position_value: 3,
    frequency_minutes: 30,
    interval_minutes: 15,
    enabled: false,
    run_now: false,
    parameter_ndx: FLOW,
    unit_ndx: 1,
    file_path: 'gages',
    file_name: file,
    apply_daylightsavings_offset: 0,
    history_days: 400,
    retain_days: -1,
    column_position_time: 2,
    ...overrides,
  };
  const { rows } = await pool.query<{ import_ndx: number }>(
    `INSERT INTO import_data_sources (${Object.keys(values).join(', ')})
     VALUES (${Object.keys(values)
       .map((_, index) => `$${index + 1}`)
       .join(', ')})
     RETURNING import_ndx`,
    Object.values(values),
  );
  return rows[0]!.import_ndx;
}
