/**
 * `pnpm bench:import`: the import runner reading a `BENCH_ROWS`-line file (default 1,000,000
 * 15-minute readings on the district's clock, comma-separated) into PGlite and into a throwaway
 * PostgreSQL 15 cluster: rows/min of the first run and of the idempotent re-run; then the
 * latency from a reading's arrival to its alert in the outbox (one tick of the jobs). A script
 * that prints figures, not a test.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TZDate } from '@date-fns/tz';
import { migrate, migrationsDir } from '../../database/migrate';
import { openDatabase, type Database } from '../../database/openDatabase';
import { startThrowawayPostgres } from '../../database/testing/throwawayPostgres';
import { LOCAL_TIME_ZONE } from '../../timeseries';
import { runImport } from '../importRunner/importRun';
import { createServerJobs } from '../serverJobs';

const ROOT_DIR = path.resolve(import.meta.dirname, '../../../../..');
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const START = Date.parse('2000-01-01T07:00:00Z');
const pad = (n: number) => String(n).padStart(2, '0');
const log = (line: string) => process.stdout.write(`${line}\n`);

function writeFile(file: string): void {
  const out = fs.openSync(file, 'w');
  let chunk = 'date,time,flow\n';
  for (let i = 0; i < ROWS; i += 1) {
    const local = new TZDate(START + i * 900_000, LOCAL_TIME_ZONE);
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

  // An alert on the series, then a new reading: how long until its message is in the outbox.
  await db.pool.query(
    `INSERT INTO alert_requests (alert_type_ndx, location_ndx, parameter_ndx, trigger_value, reset_hours, send_to_contact_ndx)
     VALUES (1, 1, 67, 1000, 1, 1)`,
  );
  const jobs = createServerJobs({
    pool: db.pool,
    importDir,
    smtpUrl: undefined,
    alertFrom: 'bench@example.org',
    intervalMs: 60_000,
    log: { warn: () => undefined },
  });
  const arrived = performance.now();
  await db.pool.query('INSERT INTO timeseries_15min VALUES (1, 67, $1, 2000, NULL)', [now]);
  await jobs.tick(now);
  const latencyMs = performance.now() - arrived;
  const { rows } = await db.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM alert_outbox',
  );
  return [
    `${driver.padEnd(9)} first run ${run.rowsWritten.toLocaleString('en-US')} written in ${(firstMs / 1000).toFixed(1)} s = ${Math.round(run.rowsRead / minutes(firstMs)).toLocaleString('en-US')} rows/min (${run.rowsRejected} rejected)`,
    `${''.padEnd(9)} re-run ${again.rowsWritten} written, ${again.rowsUnchanged.toLocaleString('en-US')} unchanged in ${(secondMs / 1000).toFixed(1)} s = ${Math.round(again.rowsRead / minutes(secondMs)).toLocaleString('en-US')} rows/min`,
    `${''.padEnd(9)} reading → alert in the outbox: ${latencyMs.toFixed(0)} ms within one tick (${rows[0]!.n} message)`,
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
