import type { Database } from '../../database/openDatabase';
import { clearReferenceLists } from '../../database/testing/referenceListTables';

const QUARTER_HOUR = 15 * 60 * 1000;
const READING_COLUMNS = ['location_ndx', 'parameter_ndx', 'collect_timestamp', 'result_value'];

export const FLOW = 67;
export const STAGE = 68;
/** 15-minute flow and stage around both 2026 daylight-saving changes, plus old daily flow. */
export const KERSEY = 1;
/** Only daily readings. */
export const DAILY_ONLY = 2;
/** No readings at all. */
export const SILENT = 3;
/** A full year of 15-minute flow with one spike up and one dip down. */
export const YEAR_GAGE = 4;

export const YEAR_START = new Date('2025-01-01T00:00:00Z');
export const YEAR_END = new Date('2026-01-01T00:00:00Z');
export const YEAR_READINGS = 365 * 96;
export const YEAR_SPIKE = { index: 12_345, value: 5000 };
export const YEAR_DIP = { index: 23_456, value: -300 };

export interface SeededReading {
  locationNdx: number;
  parameterNdx: number;
  collectTimestamp: Date;
  value: number;
}

function quarterHours(from: string, to: string): Date[] {
  const times: Date[] = [];
  for (let t = Date.parse(from); t < Date.parse(to); t += QUARTER_HOUR) times.push(new Date(t));
  return times;
}

// Kersey flow spans local midnight 2026-03-07 to 2026-03-10 and 2026-10-31 to 2026-11-02
// (America/Denver): the days of the spring-forward and fall-back changes with a plain day beside.
export const KERSEY_FLOW: SeededReading[] = [
  ...quarterHours('2026-03-07T07:00:00Z', '2026-03-10T06:00:00Z'),
  ...quarterHours('2026-10-31T06:00:00Z', '2026-11-02T07:00:00Z'),
].map((collectTimestamp, index) => ({
  locationNdx: KERSEY,
  parameterNdx: FLOW,
  collectTimestamp,
  value: 200 + ((index * 37) % 101) + index / 8,
}));

export const KERSEY_STAGE: SeededReading[] = [
  ['2026-06-01T11:30:00Z', 3.25],
  ['2026-06-01T11:45:00Z', 3.5],
  ['2026-06-01T12:00:00Z', 3.75],
].map(([at, value]) => ({
  locationNdx: KERSEY,
  parameterNdx: STAGE,
  collectTimestamp: new Date(at as string),
  value: value as number,
}));

export const YEAR_FLOW: SeededReading[] = Array.from({ length: YEAR_READINGS }, (_, index) => ({
  locationNdx: YEAR_GAGE,
  parameterNdx: FLOW,
  collectTimestamp: new Date(YEAR_START.getTime() + index * QUARTER_HOUR),
  value:
    index === YEAR_SPIKE.index
      ? YEAR_SPIKE.value
      : index === YEAR_DIP.index
        ? YEAR_DIP.value
        : 400 + 150 * Math.sin(index / 500) + 20 * Math.sin(index / 9),
}));

function csv(readings: readonly SeededReading[]): string {
  return readings
    .map((r) =>
      [r.locationNdx, r.parameterNdx, r.collectTimestamp.toISOString(), r.value].join(','),
    )
    .join('\n');
}

/**
 * Loads its own reference rows (the migrations' cleared first), the four locations and all their
 * readings into a migrated database.
 */
export async function seedReadings(db: Database): Promise<void> {
  await clearReferenceLists(db);
  await db.pool.query("INSERT INTO units (unit_desc) VALUES ('cfs'), ('ft')");
  await db.pool.query(
    `INSERT INTO parameters VALUES (${FLOW}, 'Flow', 'flow_cfs', 1, NULL), (${STAGE}, 'Stage', 'stage_ft', 2, NULL)`,
  );
  await db.pool.query("INSERT INTO location_types (location_type_desc) VALUES ('Stream Gage')");
  await db.pool.query(
    `INSERT INTO locations (location_ndx, location_id, location_name, location_display_label, location_type_ndx, longitude, latitude) VALUES
       (${KERSEY}, 'PLAKERCO', 'South Platte at Kersey', 'PLAKERCO', 1, -104.56, 40.41),
       (${DAILY_ONLY}, 'DAILYONLY', 'Daily only', 'DAILYONLY', 1, -104.8, 40.2),
       (${SILENT}, 'SILENT', 'Never reported', 'SILENT', 1, -104.9, 40.1),
       (${YEAR_GAGE}, 'YEARGAGE', 'A year of flow', 'YEARGAGE', 1, -105.0, 40.0)`,
  );
  await db.bulk.copyIn(
    'timeseries_15min',
    READING_COLUMNS,
    csv([...KERSEY_FLOW, ...KERSEY_STAGE, ...YEAR_FLOW]),
  );
  await db.bulk.copyIn(
    'timeseries_daily',
    ['location_ndx', 'parameter_ndx', 'collect_date', 'result_value'],
    [
      `${KERSEY},${FLOW},2020-01-01,150`,
      `${KERSEY},${FLOW},2020-01-02,151`,
      `${DAILY_ONLY},${FLOW},2025-01-01,10`,
      `${DAILY_ONLY},${FLOW},2025-01-02,11`,
      `${DAILY_ONLY},${STAGE},2025-01-03,1.5`,
    ].join('\n'),
  );
}
