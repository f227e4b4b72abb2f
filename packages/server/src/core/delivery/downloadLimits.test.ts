import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { startTestApi } from '../api/testing/apiFixture';
import { until } from '../api/testing/listeningTestApi';
import { openDatabase, type Database } from '../database/openDatabase';
import { migratedDatabase } from '../database/testing/testDatabases';
import { FLOW, LOCATION } from '../../features/facilityPages/drillDown/testing/facilityFixture';
import { insertDownloadFixture } from '../../features/dataAccess/queryAndDownload/testing/downloadFixture';
import { embeddedBearer } from '../../features/usersManagement/users/testing/embeddedTokens';

jest.setTimeout(120_000);

/** The downloads the server may send at once, and its pool: two connections for the rest. */
const DOWNLOADS = 20;
const POOL = DOWNLOADS + 2;
const DOWNLOADS_BEGUN_TOGETHER = 4;
/** Time-series CSVs among them, the rest exports: each costs this process several times more. */
const GRAPHS = 2;
/** The pool's statement timeout, which every download below outlasts. */
const STATEMENT_TIMEOUT_MS = 1000;
// Readings of each downloaded series, about 9 MB of CSV: far more than the socket buffers
// between the server and a client that reads nothing hold, so each download holds its connection.
const READINGS = 120_000;
const FROM = '2015-01-01';

/** An anonymous time-series CSV of the public gage, and a signed-in Query & Download export. */
const GRAPH_CSV = `/api/graph-flow-data15-min/1/csv?start=${FROM}&end=2021-12-31`;
const EXPORT = '/api/facility-query-download/data-15min';
const EXPORT_BODY = JSON.stringify({
  facilities: [37],
  parameterGroups: [1],
  startDate: FROM,
  endDate: '2021-12-31',
});
/** Lines before the readings: the CSV's header, and the export's time-zone line. */
const HEADER_LINES = { graph: 1, export: 2 };
type Kind = keyof typeof HEADER_LINES;

async function insertLongSeries(db: Database) {
  await db.pool.query(
    `INSERT INTO timeseries_15min (location_ndx, parameter_ndx, collect_timestamp, result_value)
     SELECT location, $2, timestamptz '${FROM} 00:00-07' + n * interval '15 minutes', n % 500
       FROM unnest($1::int[]) AS location, generate_series(0, $3 - 1) AS n`,
    [[1, LOCATION.in], FLOW, READINGS],
  );
}

describe('streamed downloads on a server with a bounded pool, on postgres', () => {
  let migrated: Database;
  let bounded: Database;
  let app: FastifyInstance;
  let port = 0;
  let bearer: { authorization: string };
  beforeAll(async () => {
    migrated = await migratedDatabase('postgres');
    bounded = await openDatabase({
      databaseUrl: migrated.pool.options.connectionString,
      dataDir: '',
      pgPoolMax: POOL,
      statementTimeoutMs: STATEMENT_TIMEOUT_MS,
    });
    ({ app } = await startTestApi(bounded, {
      DOWNLOAD_MAX_CONCURRENT: String(DOWNLOADS),
      // This process is the server and its twenty clients at once, on a machine the rest of the
      // suite keeps busy: its event loop lags past the pressure limit there (pressureLimits.test
      // checks that limit), and a refused download would hold no connection.
      PRESSURE_EVENT_LOOP_DELAY_MS: '0',
      // The first downloads wait, unread, until the last has begun: on a busy machine that can
      // pass the 30 s after which a stalled download is cut (stalledDownload.test checks that).
      HEADGATE_DOWNLOAD_STALL_MS: String(10 * 60_000),
    }));
    // Writing the readings takes longer than the server's statement timeout allows.
    await insertDownloadFixture(migrated);
    await insertLongSeries(migrated);
    // Every connection opened before the downloads begin, and kept: on a machine the rest of the
    // suite keeps busy, a new PostgreSQL connection can take longer than CONNECT_TIMEOUT_MS, and
    // a download whose connection failed after its 200 would hold none.
    bounded.pool.options.idleTimeoutMillis = 0;
    const opened = await Promise.all(Array.from({ length: POOL }, () => bounded.pool.connect()));
    for (const client of opened) client.release();
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
    bearer = await embeddedBearer(migrated, ['All Data User']);
  });
  afterAll(async () => {
    await app?.close();
    await bounded?.close();
    await migrated?.close();
  });

  const checkedOut = () => bounded.pool.totalCount - bounded.pool.idleCount;

  /** Starts a download and stops reading it once its answer begins. */
  async function openDownload(kind: Kind) {
    const request =
      kind === 'graph'
        ? http.get({ port, host: '127.0.0.1', path: GRAPH_CSV })
        : http.request({
            port,
            host: '127.0.0.1',
            method: 'POST',
            path: EXPORT,
            headers: { ...bearer, 'content-type': 'application/json' },
          });
    if (kind === 'export') request.end(EXPORT_BODY);
    const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
      request.on('response', resolve).on('error', reject),
    );
    response.pause();
    return { kind, request, response };
  }

  /** Reads the rest of a paused download: its lines, and whether it ended complete. */
  function readRest(response: http.IncomingMessage) {
    let lines = 0;
    response.on('data', (chunk: Buffer) => {
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
    });
    return new Promise<{ lines: number; complete: boolean }>((resolve) => {
      response.on('end', () => resolve({ lines, complete: true }));
      response.on('error', () => resolve({ lines, complete: false }));
      response.resume();
    });
  }

  it('sends at most DOWNLOAD_MAX_CONCURRENT, each past the statement timeout, while other calls answer', async () => {
    const downloads: Awaited<ReturnType<typeof openDownload>>[] = [];
    try {
      // A few at a time, as clients come: twenty begun in the same instant would each write
      // their first megabytes at once, in this one process that is both server and clients, and
      // keep its event loop busy past the pressure limit (then some are refused as `overloaded`).
      for (let i = 0; i < DOWNLOADS; i += DOWNLOADS_BEGUN_TOGETHER) {
        const begun = Array.from({ length: DOWNLOADS_BEGUN_TOGETHER }, (_, j) =>
          openDownload(i + j < GRAPHS ? 'graph' : 'export'),
        );
        downloads.push(...(await Promise.all(begun)));
        // A refusal holds no connection: say so, rather than wait for one.
        expect(downloads.map(({ response }) => response.statusCode)).toEqual(
          Array(downloads.length).fill(200),
        );
        await until(
          () => checkedOut() === downloads.length,
          10_000,
          `the ${downloads.length} downloads to hold one each`,
        );
      }
      expect(downloads.map(({ response }) => response.statusCode)).toEqual(
        Array(DOWNLOADS).fill(200),
      );
      const heldSince = Date.now();

      // One more of either kind is refused before it takes a connection.
      for (const refused of [
        await app.inject(GRAPH_CSV),
        await app.inject({
          method: 'POST',
          url: EXPORT,
          headers: { ...bearer, 'content-type': 'application/json' },
          payload: EXPORT_BODY,
        }),
      ]) {
        expect(refused.statusCode).toBe(503);
        expect(refused.headers['retry-after']).toBe('30');
        expect(refused.json()).toEqual({
          error: 'downloads_busy',
          message: `This server is sending as many downloads as it may at once (${DOWNLOADS}). Try again in a minute.`,
          requestId: expect.any(String),
        });
      }
      expect(checkedOut()).toBe(DOWNLOADS);

      // The pool's other connections answer the rest: a call that waited for one would fail after
      // CONNECT_TIMEOUT_MS with a 503, and none of the downloads gave one back meanwhile.
      const ready = await app.inject('/api/health/ready');
      const signedIn = await app.inject({
        url: '/api/facility-query-download/q-d-list-parameter-groups',
        headers: bearer,
      });
      expect([ready.statusCode, signedIn.statusCode]).toEqual([200, 200]);
      expect(checkedOut()).toBe(DOWNLOADS);

      // Held past the pool's statement timeout, each kind still reads to its last reading.
      await sleep(Math.max(0, heldSince + 2 * STATEMENT_TIMEOUT_MS - Date.now()));
      for (const kind of ['graph', 'export'] as const) {
        const download = downloads.find((candidate) => candidate.kind === kind)!;
        expect(await readRest(download.response)).toEqual({
          lines: HEADER_LINES[kind] + READINGS,
          complete: true,
        });
      }

      // Their slots are free again.
      await until(() => checkedOut() === DOWNLOADS - 2, 5000, 'the finished downloads to end');
      const next = await openDownload('graph');
      downloads.push(next);
      expect(next.response.statusCode).toBe(200);
    } finally {
      for (const { request } of downloads) request.destroy();
    }
    await until(() => checkedOut() === 0, 10_000, 'every connection to return');
  });
});
