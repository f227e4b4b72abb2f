import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Database } from '../../../core/database/openDatabase';
import { DRIVERS, migratedDatabase } from '../../../core/database/testing/testDatabases';
import { LOCATION } from '../../facilityPages/drillDown/testing/facilityFixture';
import { configureImport, prepareJobsDatabase, readingsFile } from '../testing/jobsFixture';
import { openImportFile, type OpenFile } from './importFile';
import { runImport } from './importRun';

jest.setTimeout(60_000);

const NOW = new Date('2026-11-20T12:00:00Z');
const importDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-imports-'));
const write = (name: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(importDir, name)), { recursive: true });
  fs.writeFileSync(path.join(importDir, name), text);
};
afterAll(() => fs.rmSync(importDir, { recursive: true, force: true }));

/** An error as `fs` raises it, its message ending with the call and, for `open`, the path. */
const fsError = (code: string, description: string, syscall: string) =>
  Object.assign(
    new Error(`${code}: ${description}, ${syscall}${syscall === 'open' ? " '/x'" : ''}`),
    {
      code,
      syscall,
    },
  );

/** Opens files whose stream gives `lines` lines, then fails with `error`. */
const failingAfter =
  (lines: number, error: Error): OpenFile =>
  (file) =>
    Readable.from(
      (async function* () {
        const text = fs.readFileSync(file, 'utf8').split('\n');
        if (lines > 0) yield `${text.slice(0, lines).join('\n')}\n`;
        throw error;
      })(),
    );

// 12,000 lines: more than one batch of 5,000 is written in the file's transaction before 6,000.
const FAILURES = [
  {
    what: 'a device that fills up midway',
    openFile: failingAfter(6000, fsError('ENOSPC', 'no space left on device', 'read')),
    reason: 'ENOSPC: no space left on device',
  },
  {
    what: 'a disk error midway',
    openFile: failingAfter(6000, fsError('EIO', 'i/o error', 'read')),
    reason: 'EIO: i/o error',
  },
  {
    what: 'a folder no longer readable',
    openFile: failingAfter(0, fsError('EACCES', 'permission denied', 'open')),
    reason: 'EACCES: permission denied',
  },
];

describe.each(DRIVERS)('an import folder failing mid-run on %s', (driver) => {
  let db: Database;
  beforeAll(async () => {
    db = await migratedDatabase(driver);
    await prepareJobsDatabase(db);
  });
  afterAll(() => db?.close());
  const stored = async () =>
    (
      await db.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM timeseries_15min WHERE location_ndx = ${LOCATION.spare}`,
      )
    ).rows[0]!.n;
  beforeEach(() =>
    db.pool.query(`DELETE FROM timeseries_15min WHERE location_ndx = ${LOCATION.spare}`),
  );

  it.each(FAILURES)(
    'fails the run on $what, saying so, and writes nothing of the file',
    async ({ openFile, reason }) => {
      write(`gages/large-${driver}.csv`, readingsFile(12_000));
      const importNdx = await configureImport(db.pool, `large-${driver}.csv`);
      const run = await runImport(db.pool, importNdx, { importDir, now: NOW, openFile });
      const message = `The file "gages/large-${driver}.csv" could not be read to the end (${reason}): none of its readings were written.`;
      expect(run).toMatchObject({ status: 'failed', message, files: [], rowsWritten: 0 });
      expect(await stored()).toBe(0);
      const { rows } = await db.pool.query(
        `SELECT r.status, r.message, r.files, r.rows_read, r.rows_written, i.last_run_status
           FROM import_runs r JOIN import_data_sources i USING (import_ndx) WHERE r.run_ndx = $1`,
        [run.runNdx],
      );
      expect(rows).toEqual([
        {
          status: 'failed',
          message,
          files: [],
          rows_read: 0,
          rows_written: 0,
          last_run_status: 'failed',
        },
      ]);
    },
  );

  it('keeps the files stored before one that vanished mid-run, and names the one that did', async () => {
    write(`gages/vanish-${driver}-a.csv`, readingsFile(3));
    write(`gages/vanish-${driver}-b.csv`, readingsFile(5));
    const importNdx = await configureImport(db.pool, `vanish-${driver}-*.csv`);
    // The second file is deleted while the first is read, after the folder was listed.
    const openFile: OpenFile = (file) => {
      fs.rmSync(path.join(importDir, `gages/vanish-${driver}-b.csv`), { force: true });
      return openImportFile(file);
    };
    const run = await runImport(db.pool, importNdx, { importDir, now: NOW, openFile });
    expect(run).toMatchObject({
      status: 'failed',
      message: `The file "gages/vanish-${driver}-b.csv" could not be read to the end (ENOENT: no such file or directory): none of its readings were written.`,
      files: [`gages/vanish-${driver}-a.csv`],
      rowsWritten: 3,
    });
    expect(await stored()).toBe(3);
  });
});
