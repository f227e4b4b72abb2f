/**
 * `pnpm bench:drilldown`: seeds the demo data into a fresh database per driver (an in-memory
 * PGlite, then a throwaway PostgreSQL 15 cluster), starts the API over it in process and times
 * the Data Drill Down's table and graph calls for a 30-day 15-minute window, and the Time Series
 * Comparisons' axis calls (1 year of daily means, 30 days of 15-minute readings, three
 * stations), as an Administrator:
 * p50/p95 per call over repeated calls (after a warm-up), with rows and bytes of one answer.
 * The calls go through `inject`: routing, token check, validation, the queries and JSON
 * serialisation, but no network or compression. A script that prints figures, not a test.
 *
 * Environment (all optional):
 *   BENCH_DRIVERS  comma-separated drivers to run (default "pglite,postgres")
 *   BENCH_REPS     measured calls per target (default 50, after 5 warm-up calls)
 *   POSTGRES_BIN   folder of the PostgreSQL 15 server binaries (see throwawayPostgres.ts)
 */
import path from 'node:path';
import { migrate, migrationsDir } from '../../src/core/database/migrate';
import type { Database, DatabaseDriver } from '../../src/core/database/openDatabase';
import { seedDemoData } from '../../demo/seedDemoData';
import { withBenchServer } from '../timeseries/benchServer';
import { benchOnDrivers, benchRepetitions } from '../timeseries/benchDrivers';
import { formatLatency, formatTable, measureLatency, timed } from '../timeseries/measure';
import { embeddedBearer } from '../../src/features/usersManagement/users/testing/embeddedTokens';

const ROOT_DIR = path.resolve(import.meta.dirname, '../../../..');
const WARMUP = 5;
const WINDOW_DAYS = 30;
const DISPLAY = '/api/get-display-facility';

/** A window of the timed calls: instants for the drill-down, days for the comparisons. */
interface CallWindow {
  instants: string;
  day: (daysBack: number) => string;
}

/** Three stations recording flow (Lupton Bottoms inlet and outlet, Sand Hill recharge). */
const COMPARED = '67/1,3,6';

/**
 * The calls timed: facility 37 (3 locations, 5 series), the well field (6 × 2 series), and a
 * comparison axis of three stations.
 */
const TARGETS: { name: string; path: (window: CallWindow) => string }[] = [
  { name: 'table-15min 37', path: (window) => `${DISPLAY}/table-15min/37/${window.instants}` },
  { name: 'table-15min 1778', path: (window) => `${DISPLAY}/table-15min/1778/${window.instants}` },
  {
    name: 'graph-15min 37 flow',
    path: (window) => `${DISPLAY}/graph-15min/37/${window.instants}/67`,
  },
  {
    name: 'graph-15min 1778 level',
    path: (window) => `${DISPLAY}/graph-15min/1778/${window.instants}/1539`,
  },
  {
    name: 'compare daily 1 year',
    path: (window) => `/api/ts-compare-daily-data/${COMPARED}/${window.day(365)}/${window.day(0)}`,
  },
  {
    name: 'compare raw 30 days',
    path: (window) => `/api/ts-compare-raw-data/${COMPARED}/${window.day(30)}/${window.day(0)}`,
  },
];

function log(message: string): void {
  process.stdout.write(`${message}\n`);
}

interface TargetResult {
  driver: DatabaseDriver;
  name: string;
  rows: number;
  bytes: number;
  latency: string;
}

async function benchDatabase(db: Database, reps: number): Promise<TargetResult[]> {
  await migrate(db.pool, migrationsDir(ROOT_DIR));
  const seeded = await timed(() =>
    seedDemoData(db, { dataDir: path.join(ROOT_DIR, 'packages/server/demo-data'), yearsDaily: 1 }),
  );
  log(
    `${db.driver}: demo data seeded in ${(seeded.ms / 1000).toFixed(1)} s ` +
      `(${seeded.value.rows15min.toLocaleString('en-US')} 15-minute readings)`,
  );
  await db.pool.query('VACUUM (ANALYZE)');
  return withBenchServer(db, async (app) => {
    const headers = await embeddedBearer(db, ['Administrator']);
    const end = seeded.value.now;
    const start = new Date(end.getTime() - WINDOW_DAYS * 86_400_000);
    const window: CallWindow = {
      instants: `${start.toISOString()}/${end.toISOString()}`,
      day: (daysBack) => new Date(end.getTime() - daysBack * 86_400_000).toISOString().slice(0, 10),
    };
    const results: TargetResult[] = [];
    for (const target of TARGETS) {
      const url = target.path(window);
      const call = async () => {
        const response = await app.inject({ method: 'GET', url, headers });
        if (response.statusCode !== 200)
          throw new Error(`${url}: ${response.statusCode} ${response.body}`);
        return response;
      };
      const sample = await call();
      const answer = sample.json() as { points?: unknown[] }[];
      const rows = answer[0]?.points
        ? answer.reduce((sum, line) => sum + (line.points?.length ?? 0), 0)
        : answer.length;
      const latency = await measureLatency(call, { warmup: WARMUP, repetitions: reps });
      results.push({
        driver: db.driver,
        name: target.name,
        rows,
        bytes: sample.rawPayload.length,
        latency: formatLatency(latency),
      });
      log(`  ${target.name}: p50/p95 ${formatLatency(latency)}`);
    }
    return results;
  });
}

async function main(): Promise<void> {
  const reps = benchRepetitions(50);
  log(
    `Headgate drill-down benchmark: ${WINDOW_DAYS}-day 15-minute window, ${reps} calls per target ` +
      `after ${WARMUP} warm-up calls, as an Administrator, in process`,
  );
  const results = await benchOnDrivers((db) => benchDatabase(db, reps));
  log(
    `\n${formatTable(
      ['driver', 'call', 'rows / points', 'bytes', 'p50 / p95 per call'],
      results.map((result) => [
        result.driver,
        result.name,
        result.rows.toLocaleString('en-US'),
        result.bytes.toLocaleString('en-US'),
        result.latency,
      ]),
    )}`,
  );
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
