/**
 * `pnpm bench:timeseries`: loads synthetic 15-minute readings into a fresh database per driver
 * and prints how fast the time-series engine reads them. A script that prints figures, not a test.
 *
 * Per driver (an in-memory PGlite, then a throwaway PostgreSQL 15 cluster):
 *  1. migrate, insert reference rows, load readings with `bulk.copyIn` in CSV chunks, then
 *     VACUUM (ANALYZE);
 *  2. p50/p95 over repeated runs (after a warm-up) of a one-year window downsampled to 2,000
 *     points (`readDownsampled`), the latest value of every series (`latestValues`) and the daily
 *     mean of one year of one series (`dailyAggregate`), on random series and windows;
 *  3. rows/s of a large export (all readings of 10 series) through `streamWindow` (a cursor) next
 *     to `COPY ... TO STDOUT` of the same rows through `bulk.copyOut`, the physical floor.
 *
 * Environment (all optional):
 *   BENCH_PG_ROWS       readings to load on PostgreSQL (default 20,000,000: 200 series × 1,042 days)
 *   BENCH_PGLITE_ROWS   readings to load on PGlite (default 700,000: 18 series × 406 days)
 *   BENCH_DRIVERS       comma-separated drivers to run (default "pglite,postgres")
 *   BENCH_REPS          measured repetitions per query (default 30, after 5 warm-up runs)
 *   BENCH_EXPORT_ROUNDS rounds of the export measurement; the median is reported (default 3)
 *   POSTGRES_BIN        folder of the PostgreSQL 15 server binaries (see throwawayPostgres.ts)
 * Row counts round up to whole days per series; a series always spans at least 400 days.
 * Quick run: BENCH_PG_ROWS=2000000 BENCH_PGLITE_ROWS=200000 pnpm bench:timeseries
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { migrate, migrationsDir } from '../../src/core/database/migrate';
import type { Database, DatabaseDriver } from '../../src/core/database/openDatabase';
import { clearReferenceLists } from '../../src/core/database/testing/referenceListTables';
import { benchOnDrivers } from './benchDrivers';
import {
  dailyAggregate,
  latestValues,
  readDownsampled,
  streamWindow,
} from '../../src/core/timeseries/index';
import { WINDOW_SQL, windowParameters } from '../../src/core/timeseries/readWindow';
import type { SeriesWindow } from '../../src/core/timeseries/seriesWindow';
import {
  countCsvRows,
  formatInteger,
  formatLatency,
  formatMs,
  formatTable,
  measureLatency,
  timed,
  type LatencySummary,
} from './measure';
import {
  csvChunks,
  DAY_MS,
  insertReferenceRows,
  planLayout,
  QUARTER_HOUR_MS,
  READING_COLUMNS,
  READINGS_PER_DAY,
  type SeriesKey,
  type SyntheticLayout,
} from './syntheticSeries';
import { mulberry32 } from '../../src/core/prng';

const ROOT_DIR = path.resolve(import.meta.dirname, '../../../..');
const SEED = 20_260_101;
const CHUNK_ROWS = 200_000;
const WARMUP = 5;
const MAX_POINTS = 2000;
const YEAR_DAYS = 365;
const EXPORT_SERIES = 10;

interface DriverPlan {
  driver: DatabaseDriver;
  targetRows: number;
  maxSeries: number;
}

interface DriverResult {
  driver: DatabaseDriver;
  layout: SyntheticLayout;
  rowsLoaded: number;
  loadMs: number;
  csvMs: number;
  analyzeMs: number;
  window: LatencySummary;
  latest: LatencySummary;
  daily: LatencySummary;
  exportSeries: number;
  exportRows: number;
  exportBytes: number;
  streamRowsPerSecond: number;
  copyRowsPerSecond: number;
}

function envNumber(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw.replace(/[_,]/g, ''));
  if (!Number.isFinite(value) || value < 1) {
    throw new Error(`${name} must be a positive number, got ${raw}`);
  }
  return Math.round(value);
}

const repetitions = envNumber('BENCH_REPS', 30);
const exportRounds = envNumber('BENCH_EXPORT_ROUNDS', 3);

function log(message: string): void {
  console.log(message);
}

function rate(rows: number, ms: number): number {
  return ms > 0 ? (rows / ms) * 1000 : Number.NaN;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/**
 * Loads every reading of the layout, one COPY at a time: two in flight are slower on PostgreSQL,
 * as both take `FOR KEY SHARE` locks on the same parameter rows (foreign keys).
 */
async function loadReadings(
  db: Database,
  layout: SyntheticLayout,
): Promise<{ rows: number; ms: number; csvMs: number }> {
  const started = performance.now();
  let rows = 0;
  let csvMs = 0;
  let nextReport = layout.totalRows / 10;
  const chunks = csvChunks(layout, SEED, CHUNK_ROWS);
  for (;;) {
    const generating = performance.now();
    const next = chunks.next();
    csvMs += performance.now() - generating;
    if (next.done) break;
    rows += await db.bulk.copyIn('timeseries_15min', READING_COLUMNS, next.value.csv);
    if (rows >= nextReport) {
      const ms = performance.now() - started;
      log(
        `  … ${formatInteger(rows)} rows after ${(ms / 1000).toFixed(1)} s (${formatInteger(rate(rows, ms))} rows/s)`,
      );
      nextReport += layout.totalRows / 10;
    }
  }
  return { rows, ms: performance.now() - started, csvMs };
}

/** A `COPY`-able copy of the streamed window query, its parameters spliced in as literals. */
function windowCopyQuery(window: SeriesWindow): string {
  const literals = windowParameters(window).map((value) =>
    value instanceof Date ? `'${value.toISOString()}'::timestamptz` : String(value),
  );
  return WINDOW_SQL.replace(/\$(\d+)/g, (_, index: string) => literals[Number(index) - 1]!);
}

async function measureExport(
  db: Database,
  layout: SyntheticLayout,
): Promise<
  Pick<
    DriverResult,
    'exportSeries' | 'exportRows' | 'exportBytes' | 'streamRowsPerSecond' | 'copyRowsPerSecond'
  >
> {
  const windows = layout.series.slice(0, EXPORT_SERIES).map((series: SeriesKey) => ({
    ...series,
    start: layout.start,
    end: layout.end,
  }));
  const expected = windows.length * layout.rowsPerSeries;
  const streamRates: number[] = [];
  const copyRates: number[] = [];
  let exportBytes = 0;
  for (let round = 0; round < exportRounds; round++) {
    const streamed = await timed(async () => {
      let rows = 0;
      for (const window of windows) {
        for await (const batch of streamWindow(db.pool, window)) rows += batch.length;
      }
      return rows;
    });
    const copied = await timed(async () => {
      let rows = 0;
      let bytes = 0;
      for (const window of windows) {
        const counted = await countCsvRows(db.bulk.copyOut(windowCopyQuery(window)));
        rows += counted.rows;
        bytes += counted.bytes;
      }
      return { rows, bytes };
    });
    if (streamed.value !== expected || copied.value.rows !== expected) {
      throw new Error(
        `export read ${streamed.value} rows by cursor and ${copied.value.rows} by COPY, expected ${expected}`,
      );
    }
    exportBytes = copied.value.bytes;
    streamRates.push(rate(expected, streamed.ms));
    copyRates.push(rate(expected, copied.ms));
    log(
      `  export round ${round + 1}: cursor ${(streamed.ms / 1000).toFixed(2)} s, COPY ${(copied.ms / 1000).toFixed(2)} s`,
    );
  }
  return {
    exportSeries: windows.length,
    exportRows: expected,
    exportBytes,
    streamRowsPerSecond: median(streamRates),
    copyRowsPerSecond: median(copyRates),
  };
}

/** Runs the whole benchmark on a fresh, empty database. */
async function benchDatabase(db: Database, plan: DriverPlan): Promise<DriverResult> {
  await migrate(db.pool, migrationsDir(ROOT_DIR));
  // The bench brings reference rows with ids of its own: the migrations' lists go first.
  await clearReferenceLists(db);
  const version = (
    await db.pool.query<{ v: string }>("SELECT current_setting('server_version') AS v")
  ).rows[0]?.v;
  const layout = planLayout(plan.targetRows, plan.maxSeries);
  log(
    `${db.driver} (server ${version}): loading ${formatInteger(layout.totalRows)} readings, ` +
      `${layout.series.length} series × ${layout.days} days, ${formatInteger(CHUNK_ROWS)}-row CSV chunks, ` +
      `one COPY at a time`,
  );
  await insertReferenceRows(db, layout);
  const load = await loadReadings(db, layout);
  if (load.rows !== layout.totalRows) {
    throw new Error(`loaded ${load.rows} rows, expected ${layout.totalRows}`);
  }
  log(
    `  loaded ${formatInteger(load.rows)} rows in ${(load.ms / 1000).toFixed(1)} s ` +
      `(${formatInteger(rate(load.rows, load.ms))} rows/s; CSV generation ${(load.csvMs / 1000).toFixed(1)} s of it)`,
  );
  // VACUUM as well as ANALYZE: it sets the hint bits and visibility map a freshly loaded table
  // lacks, which the first reads (or autovacuum, during the measurements) would otherwise do.
  const analyze = await timed(() => db.pool.query('VACUUM (ANALYZE) timeseries_15min'));
  log(`  VACUUM (ANALYZE) ${(analyze.ms / 1000).toFixed(1)} s`);

  const random = mulberry32(SEED);
  const options = { warmup: WARMUP, repetitions };
  const yearRows = YEAR_DAYS * READINGS_PER_DAY;

  const window = await measureLatency(async () => {
    const series = pick(random, layout.series);
    const offset = Math.floor(random() * (layout.rowsPerSeries - yearRows + 1));
    const start = new Date(layout.start.getTime() + offset * QUARTER_HOUR_MS);
    const end = new Date(start.getTime() + YEAR_DAYS * DAY_MS);
    const points = await readDownsampled(db.pool, { ...series, start, end, maxPoints: MAX_POINTS });
    if (points.length !== MAX_POINTS) throw new Error(`window gave ${points.length} points`);
  }, options);
  log(`  window→${MAX_POINTS} p50/p95 ${formatLatency(window)}`);

  const latest = await measureLatency(async () => {
    const values = await latestValues(db.pool);
    if (values.length !== layout.series.length) throw new Error(`latest gave ${values.length}`);
  }, options);
  log(`  latest p50/p95 ${formatLatency(latest)}`);

  const daily = await measureLatency(async () => {
    const series = pick(random, layout.series);
    const firstDay = Math.floor(random() * (layout.days - YEAR_DAYS + 1));
    const day = (offset: number) =>
      new Date(layout.start.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
    const values = await dailyAggregate(db.pool, {
      ...series,
      start: day(firstDay),
      end: day(firstDay + YEAR_DAYS),
      statistic: 'mean',
    });
    if (values.length !== YEAR_DAYS) throw new Error(`daily gave ${values.length} days`);
  }, options);
  log(`  daily p50/p95 ${formatLatency(daily)}`);

  const exported = await measureExport(db, layout);
  log(
    `  export of ${formatInteger(exported.exportRows)} rows (${exported.exportSeries} series, ` +
      `${formatInteger(exported.exportBytes / 1024 / 1024)} MiB as CSV): cursor ` +
      `${formatInteger(exported.streamRowsPerSecond)} rows/s, COPY ${formatInteger(exported.copyRowsPerSecond)} rows/s`,
  );
  return {
    driver: db.driver,
    layout,
    rowsLoaded: load.rows,
    loadMs: load.ms,
    csvMs: load.csvMs,
    analyzeMs: analyze.ms,
    window,
    latest,
    daily,
    ...exported,
  };
}

const HEADER = [
  'driver',
  'rows loaded',
  'load rows/s',
  `window→${MAX_POINTS} p50/p95`,
  'latest p50/p95',
  'daily p50/p95',
  'stream rows/s',
  'COPY rows/s',
];

function tableRow(result: DriverResult): string[] {
  return [
    result.driver,
    formatInteger(result.rowsLoaded),
    formatInteger(rate(result.rowsLoaded, result.loadMs)),
    formatLatency(result.window),
    formatLatency(result.latest),
    formatLatency(result.daily),
    formatInteger(result.streamRowsPerSecond),
    formatInteger(result.copyRowsPerSecond),
  ];
}

async function main(): Promise<void> {
  const plans: Record<DatabaseDriver, DriverPlan> = {
    postgres: {
      driver: 'postgres',
      targetRows: envNumber('BENCH_PG_ROWS', 20_000_000),
      maxSeries: 200,
    },
    pglite: {
      driver: 'pglite',
      targetRows: envNumber('BENCH_PGLITE_ROWS', 700_000),
      maxSeries: 20,
    },
  };
  log(
    `Headgate time-series benchmark: ${repetitions} measured runs after ${WARMUP} warm-up runs per query, ` +
      `export median of ${exportRounds} rounds, seed ${SEED}`,
  );
  const results = await benchOnDrivers(async (db) => {
    const started = performance.now();
    const result = await benchDatabase(db, plans[db.driver]);
    log(`  ${db.driver} done in ${formatMs((performance.now() - started) / 1000)} s\n`);
    log(formatTable(HEADER, [tableRow(result)]) + '\n');
    return [result];
  });
  if (results.length > 1) log(formatTable(HEADER, results.map(tableRow)));
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
