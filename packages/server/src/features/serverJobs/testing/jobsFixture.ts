import path from 'node:path';
import type pg from 'pg';
import { insertMapFixture } from '../../../core/api/testing/apiFixture';
import { migrate } from '../../../core/database/migrate';
import type { Database } from '../../../core/database/openDatabase';
import {
  FLOW,
  insertFacilityFixture,
  LOCATION,
  WATER_LEVEL,
} from '../../facilityPages/drillDown/testing/facilityFixture';

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

/** Migrates an empty database and fills it with the map fixture and the jobs fixture. */
export async function prepareJobsDatabase(db: Database): Promise<void> {
  await migrate(db.pool, path.join(__dirname, '../../../core/database/migrations'));
  await insertMapFixture(db);
  await insertJobsFixture(db);
}

/**
 * A `date,time,flow` file of `count` readings every 15 minutes on the district's clock from
 * 2026-06-01 00:00, the n-th being n (up to 14,000 of them end before daylight saving does).
 */
export function readingsFile(count: number): string {
  const lines = ['date,time,flow'];
  const start = Date.parse('2026-06-01T00:00:00Z');
  for (let n = 0; n < count; n++) {
    const wallClock = new Date(start + n * 900_000).toISOString();
    lines.push(`${wallClock.slice(0, 10)},${wallClock.slice(11, 16)},${n + 1}`);
  }
  return `${lines.join('\n')}\n`;
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
