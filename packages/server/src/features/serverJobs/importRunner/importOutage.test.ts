import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { usePrivatePostgres } from '../../../core/database/testing/privatePostgres';
import { LOCATION } from '../../facilityPages/drillDown/testing/facilityFixture';
import { createServerJobs } from '../serverJobs';
import { configureImport, prepareJobsDatabase, readingsFile } from '../testing/jobsFixture';
import { openImportFile, type OpenFile } from './importFile';
import { runImport } from './importRun';

jest.setTimeout(60_000);

const NOW = new Date('2026-11-20T12:00:00Z');
const READINGS = 12_000;
const importDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-imports-'));
afterAll(() => fs.rmSync(importDir, { recursive: true, force: true }));

describe('an import run cut off by the database stopping, on PostgreSQL', () => {
  const postgres = usePrivatePostgres();
  beforeAll(() => prepareJobsDatabase(postgres.db));
  const pool = () => postgres.db.pool;

  /**
   * Opens files as `fs` does, but stops the database as line 6,000 is read: one batch of 5,000
   * readings has been written in the file's transaction by then.
   */
  const stoppingDatabaseMidway: OpenFile = (file) =>
    Readable.from(
      (async function* () {
        const lines = fs.readFileSync(file, 'utf8').split('\n');
        yield `${lines.slice(0, 6000).join('\n')}\n`;
        postgres.cluster.shutDown();
        yield lines.slice(6000).join('\n');
      })(),
    );

  it('writes nothing of the file it was reading, and runs again on the first tick that finds the database back', async () => {
    fs.mkdirSync(path.join(importDir, 'gages'));
    fs.writeFileSync(path.join(importDir, 'gages', 'large.csv'), readingsFile(READINGS));
    const importNdx = await configureImport(pool(), 'large.csv', { enabled: true, run_now: true });
    const openers = [stoppingDatabaseMidway, openImportFile];
    const jobs = createServerJobs({
      pool: pool(),
      importDir,
      smtpUrl: undefined,
      alertFrom: 'alerts@example.org',
      intervalMs: 60_000,
      log: { warn: () => undefined },
      runImport: (db, ndx, options) =>
        runImport(db, ndx, { ...options, openFile: openers.shift() ?? openImportFile }),
    });
    // Why the connection failed depends on when the driver read the server's farewell.
    const cutOff = expect.stringMatching(
      /^The database went away during the run \(.+\); the import runs again once it is back\.$/,
    );

    await jobs.tick(NOW);
    postgres.cluster.startAgain();
    const stored = async () =>
      (
        await pool().query<{ n: number }>(
          `SELECT count(*)::int AS n FROM timeseries_15min WHERE location_ndx = ${LOCATION.spare}`,
        )
      ).rows[0]!.n;
    const runs = async () =>
      (
        await pool().query(
          'SELECT status, message, rows_written FROM import_runs WHERE import_ndx = $1 ORDER BY run_ndx',
          [importNdx],
        )
      ).rows;
    expect(await stored()).toBe(0);
    expect(await runs()).toEqual([{ status: 'running', message: null, rows_written: 0 }]);
    expect((await jobs.health()).imports).toMatchObject({
      failedRuns: 1,
      lastError: expect.stringMatching(`^Import ${importNdx}: The database went away`),
    });

    await jobs.tick(new Date(NOW.getTime() + 60_000));
    await jobs.stop();
    expect(await runs()).toEqual([
      { status: 'failed', message: cutOff, rows_written: 0 },
      {
        status: 'succeeded',
        message: `${READINGS} written, 0 unchanged, 0 rejected`,
        rows_written: READINGS,
      },
    ]);
    expect(await stored()).toBe(READINGS);
  });
});
