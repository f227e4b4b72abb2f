/**
 * `pnpm bench:ogc`: stores a year of 15-minute flow at `STATIONS` public gages (about 35,000
 * readings each) beside `MORE_LOCATIONS` locations without readings, into a fresh database per
 * driver (an in-memory PGlite, then a throwaway PostgreSQL 15 cluster), starts the API over it
 * in process and times, as an anonymous client:
 * - `continuous-values` of one location × 1 year, paged at 10,000 by the next links (p50/p95
 *   per page, and of the whole walk), as GeoJSON and as CSV;
 * - a `bbox` over all locations: `monitoring-locations` (every location in one page) and a
 *   10,000-reading page of `continuous-values`.
 * The calls go through `inject`: routing, the queries and the encoding, but no network or
 * compression. A script that prints figures, not a test.
 *
 * Environment (all optional):
 *   BENCH_DRIVERS  comma-separated drivers to run (default "pglite,postgres")
 *   BENCH_REPS     measured calls per target (default 20, after 3 warm-up calls)
 *   POSTGRES_BIN   folder of the PostgreSQL 15 server binaries (see throwawayPostgres.ts)
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { migrate, migrationsDir } from '../../src/core/database/migrate';
import type { Database } from '../../src/core/database/openDatabase';
import { clearReferenceLists } from '../../src/core/database/testing/referenceListTables';
import { withBenchServer } from '../timeseries/benchServer';
import { benchOnDrivers, benchRepetitions } from '../timeseries/benchDrivers';
import { formatLatency, formatTable, measureLatency, timed } from '../timeseries/measure';

const ROOT_DIR = path.resolve(import.meta.dirname, '../../../..');
const WARMUP = 3;
const STATIONS = 20;
const MORE_LOCATIONS = 480;
const YEAR_READINGS = 365 * 96;
const FIRST_READING = '2025-01-01T07:00:00Z';
const ALL_LOCATIONS_BBOX = '-106,39,-103,42';
const PAGE = 10_000;

function log(message: string): void {
  process.stdout.write(`${message}\n`);
}

/** `STATIONS` gages with a year of flow, then locations without readings, spread over a box. */
async function storeReadings(db: Database): Promise<void> {
  const sql = (text: string) => db.pool.query(text);
  await sql("INSERT INTO units (unit_desc) VALUES ('cfs')");
  await sql("INSERT INTO parameters VALUES (67, 'Flow', 'flow_cfs', 1, NULL)");
  await sql("INSERT INTO location_types (location_type_desc) VALUES ('Stream Gage')");
  await sql(
    `INSERT INTO locations (location_ndx, location_id, location_name, location_display_label,
       location_type_ndx, longitude, latitude, is_public)
     SELECT n, 'G-' || n, 'Gage ' || n, 'G-' || n, 1, -105.9 + (n % 25) * 0.1,
            39.1 + (n / 25) * 0.1, true
       FROM generate_series(1, ${STATIONS + MORE_LOCATIONS}) AS n`,
  );
  await sql(`INSERT INTO location_parameters SELECT n, 67 FROM generate_series(1, ${STATIONS}) n`);
  for (let station = 1; station <= STATIONS; station++) {
    await sql(
      `INSERT INTO timeseries_15min (location_ndx, parameter_ndx, collect_timestamp, result_value)
       SELECT ${station}, 67, '${FIRST_READING}'::timestamptz + r * interval '15 minutes',
              (r % 500) / 10.0
         FROM generate_series(0, ${YEAR_READINGS - 1}) AS r`,
    );
  }
  await sql('VACUUM (ANALYZE)');
}

interface Row {
  driver: string;
  call: string;
  features: string;
  bytes: string;
  latency: string;
}

/** Follows the next links of an items URL to the end; the features and bytes of each page. */
async function walk(app: FastifyInstance, first: string, format: 'json' | 'csv') {
  const pages: { url: string; features: number; bytes: number }[] = [];
  let url: string | undefined = first;
  while (url) {
    const response = await app.inject({ method: 'GET', url });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
    let next: string | undefined;
    let features: number;
    if (format === 'json') {
      const page = response.json() as {
        features: unknown[];
        links: { rel: string; href: string }[];
      };
      features = page.features.length;
      next = page.links.find((link) => link.rel === 'next')?.href;
    } else {
      features = response.body.trimEnd().split('\n').length - 1;
      next = /<([^>]+)>; rel="next"/.exec(String(response.headers.link ?? ''))?.[1];
    }
    pages.push({ url, features, bytes: response.rawPayload.length });
    url = next ? new URL(next).pathname + new URL(next).search : undefined;
  }
  return pages;
}

async function benchDatabase(db: Database, reps: number): Promise<Row[]> {
  await migrate(db.pool, migrationsDir(ROOT_DIR));
  // The bench brings reference rows with ids of its own: the migrations' lists go first.
  await clearReferenceLists(db);
  const stored = await timed(() => storeReadings(db));
  log(
    `${db.driver}: ${(STATIONS * YEAR_READINGS).toLocaleString('en-US')} readings stored in ` +
      `${(stored.ms / 1000).toFixed(1)} s`,
  );
  const rows: Row[] = [];
  const record = (call: string, features: number, bytes: number, latency: string) => {
    rows.push({
      driver: db.driver,
      call,
      features: features.toLocaleString('en-US'),
      bytes: bytes.toLocaleString('en-US'),
      latency,
    });
    log(`  ${call}: p50/p95 ${latency}`);
  };
  return withBenchServer(db, async (app) => {
    const year = `${FIRST_READING}/..`;
    for (const format of ['json', 'csv'] as const) {
      const first =
        `/ogc/collections/continuous-values/items?monitoring_location_id=G-7` +
        `&datetime=${encodeURIComponent(year)}&limit=${PAGE}&f=${format}`;
      const pages = await walk(app, first, format);
      // Each full page of the walk timed on its own: the same URLs a client follows.
      const urls = pages.map((page) => page.url);
      const fullPage = await measureLatency(
        (i) => app.inject({ method: 'GET', url: urls[i % (urls.length - 1)]! }),
        { warmup: WARMUP, repetitions: reps },
      );
      const total = pages.reduce((sum, page) => sum + page.features, 0);
      record(
        `continuous-values 1 location × 1 year, ${format}, per 10,000 page`,
        PAGE,
        pages[0]!.bytes,
        formatLatency(fullPage),
      );
      const wholeWalk = await measureLatency(() => walk(app, first, format), {
        warmup: 1,
        repetitions: Math.max(3, Math.ceil(reps / 4)),
      });
      record(
        `continuous-values 1 location × 1 year, ${format}, all ${pages.length} pages`,
        total,
        pages.reduce((sum, page) => sum + page.bytes, 0),
        formatLatency(wholeWalk),
      );
    }
    const bboxTargets = [
      {
        call: 'monitoring-locations bbox over all locations',
        url: `/ogc/collections/monitoring-locations/items?bbox=${ALL_LOCATIONS_BBOX}&limit=${PAGE}`,
      },
      {
        call: 'continuous-values bbox over all locations, 10,000 page',
        url: `/ogc/collections/continuous-values/items?bbox=${ALL_LOCATIONS_BBOX}&limit=${PAGE}`,
      },
    ];
    for (const target of bboxTargets) {
      const sample = await app.inject({ method: 'GET', url: target.url });
      if (sample.statusCode !== 200) throw new Error(`${target.url}: ${sample.statusCode}`);
      const latency = await measureLatency(() => app.inject({ method: 'GET', url: target.url }), {
        warmup: WARMUP,
        repetitions: reps,
      });
      const features = (sample.json() as { features: unknown[] }).features.length;
      record(target.call, features, sample.rawPayload.length, formatLatency(latency));
    }
    return rows;
  });
}

async function main(): Promise<void> {
  const reps = benchRepetitions(20);
  log(
    `Headgate OGC API benchmark: ${STATIONS} gages × 1 year of 15-minute flow, ` +
      `${STATIONS + MORE_LOCATIONS} locations, ${reps} calls per target after ${WARMUP} warm-up ` +
      'calls, anonymous, in process',
  );
  const results = await benchOnDrivers((db) => benchDatabase(db, reps));
  log(
    `\n${formatTable(
      ['driver', 'call', 'features', 'bytes', 'p50 / p95'],
      results.map((row) => [row.driver, row.call, row.features, row.bytes, row.latency]),
    )}`,
  );
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
