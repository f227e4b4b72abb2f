import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { lockDataDir } from './dataDirLock';
import { migrate } from './migrate';
import { openDatabase, type Database } from './openDatabase';
import { DRIVERS, freshDatabase } from './testing/testDatabases';

const MIGRATIONS = path.join(__dirname, 'migrations');
jest.setTimeout(60_000);

async function readAll(stream: Readable): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

describe.each(DRIVERS)('database on %s', (driver) => {
  let db: Database;
  beforeAll(async () => {
    db = await freshDatabase(driver);
  });
  afterAll(() => db.close());

  it('migrates an empty database, and a second run applies nothing', async () => {
    expect(await migrate(db.pool, MIGRATIONS)).toEqual([
      '0001_core_schema',
      '0002_map_layers',
      '0003_location_search',
      '0004_identity',
      '0005_data_versions',
      '0006_united_infrastructure',
      '0007_system_management',
      '0008_server_jobs',
      '0009_available_flow',
      '0010_client_events',
      '0011_shared_limits',
      '0012_job_servers',
      '0013_releases',
      '0014_load_tickets',
      '0015_entry_integrity',
      '0016_reference_lists',
      '0017_database_settings',
      '0018_sign_in_events',
      '0019_servers',
    ]);
    expect(await migrate(db.pool, MIGRATIONS)).toEqual([]);
    const { rows } = await db.pool.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    );
    expect(rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        'locations',
        'facilities',
        'parameters',
        'timeseries_15min',
        'timeseries_daily',
        'schema_migrations',
      ]),
    );
  });

  it('rolls back a failing migration and names it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-migrations-'));
    fs.writeFileSync(path.join(dir, '0001_ok.sql'), 'CREATE TABLE probe_ok (id int);');
    fs.writeFileSync(
      path.join(dir, '0002_broken.sql'),
      'CREATE TABLE probe_broken (id int); SELECT * FROM no_such_table;',
    );
    await expect(migrate(db.pool, dir)).rejects.toThrow(
      'Migration 0002_broken.sql failed and was rolled back',
    );
    const { rows } = await db.pool.query(
      "SELECT to_regclass('probe_ok') AS ok, to_regclass('probe_broken') AS broken",
    );
    expect(rows[0]).toEqual({ ok: 'probe_ok', broken: null });
    const versions = (await db.pool.query('SELECT version FROM schema_migrations')).rows.map(
      (row) => row.version,
    );
    expect(versions).toContain('0001_ok');
    expect(versions).not.toContain('0002_broken');
  });

  it('copies rows in and streams them out as CSV', async () => {
    // Flow (67) and the Stream Gage type (1) come with the migrations.
    await db.pool.query(
      "INSERT INTO locations (location_ndx, location_id, location_name, location_display_label, location_type_ndx, longitude, latitude) VALUES (2, 'PLAKERCO', 'South Platte at Kersey', 'PLAKERCO', 1, -104.56, 40.41)",
    );
    const csv = [
      '2026-06-01T00:00:00Z,2,67,512.5',
      '2026-06-01T00:15:00Z,2,67,"515"',
      '2026-06-01T00:30:00Z,2,67,509.25',
    ].join('\n');
    expect(
      await db.bulk.copyIn(
        'timeseries_15min',
        ['collect_timestamp', 'location_ndx', 'parameter_ndx', 'result_value'],
        csv,
      ),
    ).toBe(3);

    const out = await readAll(
      db.bulk.copyOut(
        'SELECT location_ndx, result_value FROM timeseries_15min ORDER BY collect_timestamp',
      ),
    );
    expect(out.trim().split('\n')).toEqual([
      'location_ndx,result_value',
      '2,512.5',
      '2,515',
      '2,509.25',
    ]);

    const onDenverClock = await readAll(
      db.bulk.copyOut(
        `SELECT to_char(collect_timestamp, 'YYYY-MM-DD"T"HH24:MI:SSTZH:TZM')
           FROM timeseries_15min ORDER BY collect_timestamp LIMIT 1`,
        { header: false, timeZone: 'America/Denver' },
      ),
    );
    expect(onDenverClock).toBe('2026-05-31T18:00:00-06:00\n');
    const { rows } = await db.pool.query<{ zone: string }>('SELECT current_setting($1) AS zone', [
      'TimeZone',
    ]);
    expect(rows[0]!.zone).not.toBe('America/Denver');
  });

  it('rejects bad CSV without keeping any of its rows', async () => {
    const before = (await db.pool.query('SELECT count(*)::int AS n FROM timeseries_15min')).rows[0]
      .n;
    await expect(
      db.bulk.copyIn(
        'timeseries_15min',
        ['collect_timestamp', 'location_ndx', 'parameter_ndx', 'result_value'],
        '2026-06-02T00:00:00Z,2,67,1\nnot-a-date,2,67,2',
      ),
    ).rejects.toThrow();
    expect((await db.pool.query('SELECT count(*)::int AS n FROM timeseries_15min')).rows[0].n).toBe(
      before,
    );
  });
});

describe('embedded database folder', () => {
  it('refuses a second process and says what to do', () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-lock-')), 'pglite');
    fs.writeFileSync(`${dir}.lock`, String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(
      /in use by another Headgate process \(pid \d+\).*DATABASE_URL/,
    );
  });

  it('takes over a lock whose owner is gone, and releases it on close', async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-lock-')), 'pglite');
    fs.writeFileSync(`${dir}.lock`, '999999');
    const db = await openDatabase({ dataDir: dir });
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    await db.close();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });
});
