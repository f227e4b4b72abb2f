/**
 * `pnpm bench:download`: on a throwaway PostgreSQL 15 cluster, stores `BENCH_ROWS` (default
 * 5,000,000) 15-minute readings across 50 stations of one facility, then times the Query &
 * Download export of all of them through the real HTTP server (identity encoding, so the
 * figure is the export, not the compressor) against `COPY (the same rows) TO STDOUT`. The
 * server runs in a process of its own (benchDownloadServer.ts) whose resident memory is read
 * from /proc every 50 ms during the export. Prints rows/s of both, their ratio and the server's
 * memory before and at its peak. A script that prints figures, not a test.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { CopyOutOptions } from '../../src/core/database/bulkCopy';
import { migrate, migrationsDir } from '../../src/core/database/migrate';
import { openDatabase, type Database } from '../../src/core/database/openDatabase';
import { clearReferenceLists } from '../../src/core/database/testing/referenceListTables';
import { startThrowawayPostgres } from '../../src/core/database/testing/throwawayPostgres';
import { DISTRICT_TIME_ZONE } from '@headgate/district-clock';
import { embeddedBearer } from '../../src/features/usersManagement/users/testing/embeddedTokens';
import { downloadQuery } from '../../src/features/dataAccess/queryAndDownload/downloadRows';

const ROOT_DIR = path.resolve(import.meta.dirname, '../../../..');
const STATIONS = 50;
const FIRST_READING = '2020-01-01T07:00:00Z';

function log(message: string): void {
  process.stdout.write(`${message}\n`);
}

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`;

/** One facility of `STATIONS` flow stations with `perStation` readings each. */
async function storeReadings(db: Database, perStation: number): Promise<void> {
  const sql = (text: string) => db.pool.query(text);
  await sql("INSERT INTO units (unit_desc) VALUES ('cfs')");
  await sql(
    "INSERT INTO parameter_groups (parameter_group_ndx, parameter_group_name) VALUES (1, 'Surface Water')",
  );
  await sql("INSERT INTO parameters VALUES (67, 'Flow', 'flow_cfs', 1, 1)");
  await sql("INSERT INTO location_types (location_type_desc) VALUES ('Gage')");
  await sql(
    "INSERT INTO facility_types (facility_type_ndx, facility_type_desc) VALUES (1, 'Storage')",
  );
  await sql(
    "INSERT INTO facilities (facility_ndx, facility, facility_name, facility_type_ndx) VALUES (1, 'B', 'Bench Facility', 1)",
  );
  await sql(
    `INSERT INTO locations (location_ndx, location_id, location_name, location_display_label,
       location_type_ndx, longitude, latitude)
     SELECT n, 'S-' || n, 'Station ' || n, 'S-' || n, 1, -104.8, 40.1
       FROM generate_series(1, ${STATIONS}) AS n`,
  );
  await sql(`INSERT INTO facility_locations SELECT 1, n FROM generate_series(1, ${STATIONS}) AS n`);
  await sql(
    `INSERT INTO location_parameters SELECT n, 67 FROM generate_series(1, ${STATIONS}) AS n`,
  );
  await sql(
    `INSERT INTO timeseries_15min (location_ndx, parameter_ndx, collect_timestamp, result_value)
     SELECT s, 67, '${FIRST_READING}'::timestamptz + r * interval '15 minutes', (r % 500) / 10.0
       FROM generate_series(1, ${STATIONS}) AS s, generate_series(0, ${perStation - 1}) AS r`,
  );
  await sql('VACUUM (ANALYZE)');
}

/** Reads a stream to its end, counting bytes and lines. */
function counter() {
  const counted = { bytes: 0, lines: 0 };
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      counted.bytes += chunk.length;
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) {
        counted.lines += 1;
      }
      done();
    },
  });
  return { counted, sink };
}

/** The API server in a process of its own, serving `databaseUrl`, with its address. */
async function startServer(databaseUrl: string): Promise<{ child: ChildProcess; address: string }> {
  const child = fork(path.join(import.meta.dirname, 'benchDownloadServer.ts'), {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    execArgv: ['--import', 'tsx'],
  });
  const [message] = (await once(child, 'message')) as [{ address: string }];
  return { child, address: message.address };
}

/** A process's resident memory in bytes, from /proc (Linux). */
function residentBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

async function main(): Promise<void> {
  const total = Number(process.env.BENCH_ROWS ?? 5_000_000);
  const perStation = Math.ceil(total / STATIONS);
  const cluster = await startThrowawayPostgres();
  try {
    const db = await openDatabase({ databaseUrl: cluster.url, dataDir: '' });
    await migrate(db.pool, migrationsDir(ROOT_DIR));
    // The bench brings reference rows with ids of its own: the migrations' lists go first.
    await clearReferenceLists(db);
    const stored = Date.now();
    await storeReadings(db, perStation);
    const rows = perStation * STATIONS;
    log(
      `stored ${rows.toLocaleString('en-US')} readings in ${((Date.now() - stored) / 1000).toFixed(1)} s`,
    );
    const lastDay = new Date(Date.parse(FIRST_READING) + perStation * 900_000)
      .toISOString()
      .slice(0, 10);
    const body = {
      facilities: [1],
      parameterGroups: [1],
      startDate: '2020-01-01',
      endDate: lastDay,
    };

    const { child, address } = await startServer(cluster.url);
    const pid = child.pid!;
    try {
      const headers = {
        ...(await embeddedBearer(db, ['Administrator'])),
        'content-type': 'application/json',
        'accept-encoding': 'identity',
      };
      const before = residentBytes(pid);
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, residentBytes(pid));
      }, 50);
      const started = performance.now();
      const response = await fetch(`${address}/api/facility-query-download/data-15min`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
      const exported = counter();
      // fetch's body is a web stream; the DOM and Node typings of it differ only in name.
      await pipeline(Readable.fromWeb(response.body as NodeReadableStream), exported.sink);
      const exportMs = performance.now() - started;
      clearInterval(sampler);

      // The same rows as the export, written by COPY: with the download's own query (its
      // formatting), and bare (the floor).
      const timedCopy = async (query: string, options: CopyOutOptions) => {
        const copied = counter();
        const copyStarted = performance.now();
        await pipeline(db.bulk.copyOut(query, { header: false, ...options }), copied.sink);
        return { ...copied.counted, ms: performance.now() - copyStarted };
      };
      const downloadCopy = await timedCopy(downloadQuery('data-15min', body), {
        timeZone: DISTRICT_TIME_ZONE,
      });
      const bareCopy = await timedCopy(
        `SELECT r.collect_timestamp, f.facility_name, l.location_id, l.location_name,
                p.parameter_name, r.result_value, u.unit_desc
           FROM timeseries_15min r
           JOIN locations l USING (location_ndx)
           JOIN facility_locations fl ON fl.location_ndx = r.location_ndx
           JOIN facilities f ON f.facility_ndx = fl.facility_ndx
           JOIN parameters p ON p.parameter_ndx = r.parameter_ndx
           JOIN units u ON u.unit_ndx = p.unit_ndx
          ORDER BY r.location_ndx, r.parameter_ndx, r.collect_timestamp`,
        {},
      );

      const rate = (lines: number, ms: number) => lines / (ms / 1000);
      const exportRate = rate(exported.counted.lines - 2, exportMs);
      const copyRate = rate(bareCopy.lines, bareCopy.ms);
      const row = (name: string, lines: number, ms: number, bytes: number) =>
        log(
          `${name.padEnd(30)} ${String(lines).padStart(10)} ${(ms / 1000).toFixed(1).padStart(8)} ${Math.round(rate(lines, ms)).toLocaleString('en-US').padStart(10)} ${mb(bytes).padStart(8)}`,
        );
      log('');
      log(`${''.padEnd(30)}       rows  seconds     rows/s       MB`);
      row('export (HTTP, CSV)', exported.counted.lines - 2, exportMs, exported.counted.bytes);
      row('COPY of the download query', downloadCopy.lines, downloadCopy.ms, downloadCopy.bytes);
      row('COPY TO STDOUT, bare rows', bareCopy.lines, bareCopy.ms, bareCopy.bytes);
      log(`export / bare COPY: ${(exportRate / copyRate).toFixed(2)}× (aim ≥ 0.7×)`);
      log(
        `server resident memory: ${mb(before)} before the export, ${mb(peak)} at its peak (+${mb(peak - before)})`,
      );
    } finally {
      const exited = once(child, 'exit');
      child.disconnect();
      await exited;
      await db.close();
    }
  } finally {
    cluster.stop();
  }
}

await main();
