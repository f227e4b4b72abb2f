/**
 * `pnpm bench:import`: the import runner reading a `BENCH_ROWS`-line file (default 1,000,000
 * 15-minute readings on the district's clock, comma-separated) into PGlite and into a throwaway
 * PostgreSQL 15 cluster: rows/min of the first run and of the idempotent re-run; then, with the
 * jobs on their own timer at the default interval, the latency from a reading's arrival (a
 * reading inserted, a file dropped into the import folder) to its alert in the outbox. A script
 * that prints figures, not a test.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TZDate } from '@date-fns/tz';
import { migrate, migrationsDir } from '../../src/core/database/migrate';
import { openDatabase, type Database } from '../../src/core/database/openDatabase';
import { clearReferenceLists } from '../../src/core/database/testing/referenceListTables';
import { startThrowawayPostgres } from '../../src/core/database/testing/throwawayPostgres';
import { DISTRICT_TIME_ZONE } from '@headgate/district-clock';
import { runImport } from '../../src/features/serverJobs/importRunner/importRun';
import {
  createServerJobs,
  DEFAULT_JOBS_INTERVAL_MS,
} from '../../src/features/serverJobs/serverJobs';

const ROOT_DIR = path.resolve(import.meta.dirname, '../../../..');
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const START = Date.parse('2000-01-01T07:00:00Z');
const pad = (n: number) => String(n).padStart(2, '0');
const log = (line: string) => process.stdout.write(`${line}\n`);

function writeFile(file: string): void {
  const out = fs.openSync(file, 'w');
  let chunk = 'date,time,flow\n';
  for (let i = 0; i < ROWS; i += 1) {
    const local = new TZDate(START + i * 900_000, DISTRICT_TIME_ZONE);
    chunk += `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())},${pad(local.getHours())}:${pad(local.getMinutes())},${(i % 500) / 10}\n`;
    if (chunk.length > 1 << 20) {
      fs.writeSync(out, chunk);
      chunk = '';
    }
  }
  fs.writeSync(out, chunk);
  fs.closeSync(out);
}

async function prepare(db: Database): Promise<void> {
  await migrate(db.pool, migrationsDir(ROOT_DIR));
  // The bench brings reference rows with ids of its own: the migrations' lists go first.
  await clearReferenceLists(db);
  const sql = (text: string) => db.pool.query(text);
  await sql("INSERT INTO units (unit_desc) VALUES ('cfs')");
  await sql("INSERT INTO parameters VALUES (67, 'Flow', 'flow_cfs', 1, NULL)");
  await sql("INSERT INTO location_types (location_type_desc) VALUES ('Gage')");
  await sql(
    `INSERT INTO locations (location_ndx, location_id, location_name, location_display_label,
       location_type_ndx, longitude, latitude) VALUES (1, 'G', 'Bench Gage', 'G', 1, -104.8, 40.1)`,
  );
  await sql('INSERT INTO location_parameters VALUES (1, 67)');
  await sql("INSERT INTO data_sources (data_source) VALUES ('Bench')");
  await sql(
    `INSERT INTO import_data_sources (location_ndx, parameter_ndx, unit_ndx, datasrc_ndx, delimiter_ndx,
       file_path, file_name, file_header_rowcount, column_position_date, column_position_time,
       column_position_value, history_days, enabled, run_now)
     VALUES (1, 67, 1, 1, 2, 'bench', 'flow.csv', 1, 1, 2, 3, 20000, false, false)`,
  );
  await sql(
    "INSERT INTO contacts (contact_address, contact_name, contact_org) VALUES ('a@example.org', 'A', 'B')",
  );
}

async function bench(driver: string, db: Database, importDir: string): Promise<string[]> {
  await prepare(db);
  const now = new Date(START + ROWS * 900_000);
  const minutes = (ms: number) => ms / 60_000;
  const first = performance.now();
  const run = await runImport(db.pool, 1, { importDir, now });
  const firstMs = performance.now() - first;
  const second = performance.now();
  const again = await runImport(db.pool, 1, { importDir, now });
  const secondMs = performance.now() - second;

  // Latency on the server's own timer at the default interval. Two alerts on the series (above
  // 1,000 and above 3,000) and an import of `drop.csv` every minute, whose file is not there yet.
  await db.pool.query(
    `INSERT INTO alert_requests (alert_type_ndx, location_ndx, parameter_ndx, trigger_value, reset_hours, send_to_contact_ndx)
     VALUES (1, 1, 67, 1000, 1, 1), (1, 1, 67, 3000, 1, 1)`,
  );
  await db.pool.query(
    `INSERT INTO import_data_sources (location_ndx, parameter_ndx, unit_ndx, datasrc_ndx, delimiter_ndx,
       file_path, file_name, file_header_rowcount, column_position_date, column_position_time,
       column_position_value, history_days, frequency_minutes, enabled, run_now)
     VALUES (1, 67, 1, 1, 2, 'bench', 'drop.csv', 1, 1, 2, 3, 20000, 1, true, false)`,
  );
  const jobs = createServerJobs({
    pool: db.pool,
    importDir,
    smtpUrl: undefined,
    alertFrom: 'bench@example.org',
    intervalMs: DEFAULT_JOBS_INTERVAL_MS,
    log: { warn: () => undefined },
  });
  const inOutbox = async (alertNdx: number, since: number) => {
    for (;;) {
      const { rows } = await db.pool.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM alert_outbox WHERE alert_request_ndx = $1',
        [alertNdx],
      );
      if (rows[0]!.n > 0) return performance.now() - since;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  jobs.start();
  // The first tick finds drop.csv missing: the import is next due a minute later.
  await jobs.tick();
  // A reading arriving just after a tick waits the longest: the whole interval.
  const inserted = performance.now();
  await db.pool.query('INSERT INTO timeseries_15min VALUES (1, 67, $1, 2000, NULL)', [now]);
  const insertedMs = await inOutbox(1, inserted);
  // The file lands while its import waits for its next retrieval.
  const later = new TZDate(now.getTime() + 900_000, DISTRICT_TIME_ZONE);
  const dropped = performance.now();
  fs.writeFileSync(
    path.join(importDir, 'bench', 'drop.csv'),
    `date,time,flow\n${later.getFullYear()}-${pad(later.getMonth() + 1)}-${pad(later.getDate())},${pad(later.getHours())}:${pad(later.getMinutes())},5000\n`,
  );
  const droppedMs = await inOutbox(2, dropped);
  await jobs.stop();
  fs.rmSync(path.join(importDir, 'bench', 'drop.csv'));
  const tickStarted = performance.now();
  await jobs.tick();
  const tickMs = performance.now() - tickStarted;
  return [
    `${driver.padEnd(9)} first run ${run.rowsWritten.toLocaleString('en-US')} written in ${(firstMs / 1000).toFixed(1)} s = ${Math.round(run.rowsRead / minutes(firstMs)).toLocaleString('en-US')} rows/min (${run.rowsRejected} rejected)`,
    `${''.padEnd(9)} re-run ${again.rowsWritten} written, ${again.rowsUnchanged.toLocaleString('en-US')} unchanged in ${(secondMs / 1000).toFixed(1)} s = ${Math.round(again.rowsRead / minutes(secondMs)).toLocaleString('en-US')} rows/min`,
    `${''.padEnd(9)} reading inserted just after a tick → its alert in the outbox: ${(insertedMs / 1000).toFixed(1)} s (interval ${DEFAULT_JOBS_INTERVAL_MS / 1000} s)`,
    `${''.padEnd(9)} file dropped for a 1-minute import → its alert in the outbox: ${(droppedMs / 1000).toFixed(1)} s`,
    `${''.padEnd(9)} one tick of the jobs (imports, alerts, outbox): ${tickMs.toFixed(0)} ms`,
  ];
}

const importDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-bench-import-'));
fs.mkdirSync(path.join(importDir, 'bench'));
writeFile(path.join(importDir, 'bench', 'flow.csv'));
log(
  `Headgate import benchmark: ${ROWS.toLocaleString('en-US')} lines, aim ≥ 500,000 rows/min on PostgreSQL`,
);
const lines: string[] = [];
try {
  const pglite = await openDatabase({ dataDir: 'memory://' });
  try {
    lines.push(...(await bench('pglite', pglite, importDir)));
  } finally {
    await pglite.close();
  }
  const cluster = await startThrowawayPostgres();
  try {
    const postgres = await openDatabase({ databaseUrl: cluster.url, dataDir: '' });
    try {
      lines.push(...(await bench('postgres', postgres, importDir)));
    } finally {
      await postgres.close();
    }
  } finally {
    cluster.stop();
  }
} finally {
  fs.rmSync(importDir, { recursive: true, force: true });
}
for (const line of lines) log(line);
