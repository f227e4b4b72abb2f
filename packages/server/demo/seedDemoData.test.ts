import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../src/core/database/openDatabase';
import { DRIVERS, migratedDatabase } from '../src/core/database/testing/testDatabases';
import { runImport } from '../src/features/serverJobs/importRunner/importRun';
import { isDatabaseEmpty, resetDemoData } from './resetDemoData';
import { seedDemoData, type SeedOptions } from './seedDemoData';

const importDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-demo-imports-'));
afterAll(() => fs.rmSync(importDir, { recursive: true, force: true }));

const OPTIONS: SeedOptions = {
  dataDir: path.join(__dirname, '../demo-data'),
  now: new Date('2026-07-15T18:07:00Z'),
  days15min: 4,
  yearsDaily: 0.25,
  importDir,
};
const NOW = '2026-07-15T18:00:00.000Z';
jest.setTimeout(120_000);

const COUNTED_TABLES = [
  'locations',
  'facilities',
  'facility_locations',
  'timeseries_15min',
  'timeseries_daily',
  'map_features',
  'map_layers',
];

/** Row counts plus checksums of a reservoir's level and a well's level. */
async function fingerprint(db: Database): Promise<Record<string, string | number>> {
  const result: Record<string, string | number> = {};
  for (const table of COUNTED_TABLES)
    result[table] = (await db.pool.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;
  const sums = await db.pool.query(
    `SELECT location_ndx, round(sum(result_value)::numeric, 2)::text AS total
       FROM timeseries_15min WHERE parameter_ndx = 1539 AND location_ndx IN (1, 11)
      GROUP BY location_ndx ORDER BY location_ndx`,
  );
  for (const row of sums.rows) result[`sum_${row.location_ndx}`] = row.total;
  return result;
}

describe.each(DRIVERS)('demo data on %s', (driver) => {
  let db: Database;
  beforeAll(async () => {
    db = await migratedDatabase(driver);
  });
  afterAll(() => db.close());

  it('seeds an empty database with the ids the spec uses', async () => {
    expect(await isDatabaseEmpty(db)).toBe(true);
    const summary = await seedDemoData(db, OPTIONS);
    expect(summary.now.toISOString()).toBe(NOW);
    expect(await isDatabaseEmpty(db)).toBe(false);

    const ids = async (sql: string) => (await db.pool.query(sql)).rows.map((row) => row.id);
    expect(await ids('SELECT parameter_ndx AS id FROM parameters')).toEqual(
      expect.arrayContaining([67, 1539]),
    );
    expect(await ids('SELECT location_ndx AS id FROM locations WHERE NOT is_public')).toEqual(
      expect.arrayContaining([2, 6]),
    );
    expect(await ids('SELECT location_id AS id FROM locations WHERE is_public')).toEqual(
      expect.arrayContaining(['PLAHENCO', 'PLALUPCO']),
    );
    expect(await ids('SELECT facility_ndx AS id FROM facilities')).toEqual(
      expect.arrayContaining([37, 1778]),
    );
    expect(
      await ids('SELECT location_ndx AS id FROM facility_locations WHERE facility_ndx = 37'),
    ).toContain(2);
    expect(summary.rows15min).toBeGreaterThan(0);
    expect(summary.rowsDaily).toBeGreaterThan(0);
  });

  it('writes the two demo import files, which their configurations read without a bad line', async () => {
    for (const importNdx of [1, 2]) {
      const run = await runImport(db.pool, importNdx, { importDir, now: OPTIONS.now });
      expect(run).toMatchObject({ status: 'succeeded', rowsRejected: 0 });
      expect(run.rowsRead).toBe(3 * 96 + 1);
    }
    // The well's file is metres on standard time: 5.5 m at the first line's instant, in feet.
    const { rows } = await db.pool.query(
      `SELECT result_value FROM timeseries_15min WHERE location_ndx = 11 AND parameter_ndx = 1539
          AND collect_timestamp = '2026-07-12T18:00:00Z'`,
    );
    expect(rows[0].result_value).toBeCloseTo(5.5 * 3.28084, 3);
    await resetDemoData(db, OPTIONS);
  });

  it("has readings for the spec's default comparison: flow (67) at 2, water level (1539) at 6", async () => {
    const { rows } = await db.pool.query<{ location_ndx: number; parameter_ndx: number }>(
      `SELECT DISTINCT location_ndx, parameter_ndx FROM timeseries_daily
        WHERE (location_ndx, parameter_ndx) IN ((2, 67), (6, 1539))
        ORDER BY location_ndx`,
    );
    expect(rows).toEqual([
      { location_ndx: 2, parameter_ndx: 67 },
      { location_ndx: 6, parameter_ndx: 1539 },
    ]);
  });

  it('has recent data for reporting locations and none for the stale ones', async () => {
    const { rows } = await db.pool.query<{ location_ndx: number; recent: boolean }>(
      `SELECT l.location_ndx,
              EXISTS (SELECT 1 FROM timeseries_15min t WHERE t.location_ndx = l.location_ndx
                        AND t.collect_timestamp > $1::timestamptz - interval '1 day') AS recent
         FROM locations l ORDER BY l.location_ndx`,
      [NOW],
    );
    const stale = rows.filter((row) => !row.recent).map((row) => row.location_ndx);
    expect(stale).toEqual([10, 16]);
    const lastTwoDays = await db.pool.query(
      `SELECT count(*)::int AS n FROM timeseries_15min
        WHERE location_ndx IN (10, 16) AND collect_timestamp > $1::timestamptz - interval '2 days'`,
      [NOW],
    );
    expect(lastTwoDays.rows[0].n).toBe(0);
  });

  it('has river calls in force at "now" and the layers of the spec', async () => {
    const calls = await db.pool.query(
      `SELECT properties FROM map_features
        WHERE source_id = 'river-calls' AND properties->>'date_released' IS NULL`,
    );
    expect(calls.rows.length).toBeGreaterThan(0);
    for (const { properties } of calls.rows) {
      expect(properties.wdid).toMatch(/^02/);
      expect(new Date(properties.date_set).getTime()).toBeLessThanOrEqual(Date.parse(NOW));
    }
    const layers = await db.pool.query(
      'SELECT layer_id, source_id, required_roles, minzoom, lre_properties FROM map_layers',
    );
    const byId = new Map(layers.rows.map((row) => [row.layer_id, row]));
    expect(byId.get('united-locations').required_roles).toEqual([
      'Administrator',
      'Developer',
      'All Data User',
      'User',
    ]);
    expect(byId.get('wells-labels').minzoom).toBe(12);
    expect(byId.get('united-locations-labels').minzoom).toBe(8);
    expect(byId.get('river-calls').lre_properties.titleField).toBe('structure_name');
    expect(new Set(layers.rows.map((row) => row.source_id))).toEqual(
      new Set([
        'public-locations',
        'united-locations',
        'dwr-stream-gages',
        'current-streamflow',
        'diversion-points',
        'river-calls',
        'wells',
        'water-districts',
        'counties',
        'rivers',
      ]),
    );
  });

  it('reseeds to identical rows, however often it is reset', async () => {
    const first = await fingerprint(db);
    await resetDemoData(db, OPTIONS);
    const second = await fingerprint(db);
    await resetDemoData(db, OPTIONS);
    expect(second).toEqual(first);
    expect(await fingerprint(db)).toEqual(first);
    expect(first.sum_1).toBeDefined();
  });
});

describe.each(DRIVERS)('a demo load cut short on %s', (driver) => {
  it('leaves the database empty, so the next start loads it whole', async () => {
    const db = await migratedDatabase(driver);
    try {
      let copies = 0;
      // The connection is lost during the second batch of readings.
      const failing: Database = {
        ...db,
        bulk: {
          ...db.bulk,
          copyIn: (...args) => {
            copies += 1;
            if (copies === 2)
              return Promise.reject(new Error('Connection terminated unexpectedly'));
            return db.bulk.copyIn(...args);
          },
        },
      };
      await expect(seedDemoData(failing, OPTIONS)).rejects.toThrow('Connection terminated');
      expect(copies).toBe(2);
      expect(await isDatabaseEmpty(db)).toBe(true);
      const readings = await db.pool.query('SELECT count(*)::int AS n FROM timeseries_15min');
      expect(readings.rows[0].n).toBe(0);
    } finally {
      await db.close();
    }
  });
});
