import http from 'node:http';
import { until, useListeningTestApi } from '../api/testing/listeningTestApi';
import type { Database } from '../database/openDatabase';
import { DRIVERS } from '../database/testing/testDatabases';

jest.setTimeout(60_000);

// Long enough that a connection returned "at once" (the client gone) is told apart from one
// returned by the stall timer even on a loaded machine.
const STALL_MS = 4000;
// 150,000 readings of the Henderson gage's flow, about 11 MB of CSV: far more than the socket
// buffers between the server and a client that reads nothing hold.
const READINGS = 150_000;
const DOWNLOAD = '/api/graph-flow-data15-min/1/csv?start=2020-01-01&end=2024-12-31';

async function insertLongSeries(db: Database) {
  await db.pool.query(
    `INSERT INTO timeseries_15min (location_ndx, parameter_ndx, collect_timestamp, result_value)
     SELECT 1, 67, timestamptz '2020-01-01 00:00-07' + n * interval '15 minutes', n % 500
       FROM generate_series(0, $1 - 1) AS n`,
    [READINGS],
  );
}

describe.each(DRIVERS)('a CSV download whose client stops reading, on %s', (driver) => {
  const { api, port, checkedOut } = useListeningTestApi(driver, insertLongSeries, {
    HEADGATE_DOWNLOAD_STALL_MS: String(STALL_MS),
  });

  /** Starts the download and stops reading it once its answer begins. */
  async function openDownload() {
    const request = http.get({ port: port(), host: '127.0.0.1', path: DOWNLOAD });
    const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
      request.on('response', resolve).on('error', reject),
    );
    response.pause();
    expect(response.statusCode).toBe(200);
    await until(() => checkedOut() === 1, 5000, 'the download to take its connection');
    return { request, response };
  }

  /** Reads the rest of a paused response; answers its lines and whether it ended complete. */
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

  it('returns its database connection once it stalls for the stall time, while other calls answer', async () => {
    const { response } = await openDownload();
    const openedAt = Date.now();
    // More calls than the pool has connections (10 on PostgreSQL).
    const others = await Promise.all(
      Array.from({ length: 12 }, () => api.app.inject('/api/public-map/search?q=henderson')),
    );
    const answeredAt = Date.now();
    expect(others.map((other) => other.statusCode)).toEqual(Array(12).fill(200));

    await until(() => checkedOut() === 0, 30_000, 'the connection to return');
    const returnedAt = Date.now();
    expect(returnedAt - openedAt).toBeGreaterThanOrEqual(STALL_MS);
    // PGlite has one connection, which the download holds: there the calls wait for it.
    if (driver === 'postgres') expect(answeredAt).toBeLessThan(returnedAt);
    // The download was cut, not finished: the client gets the start of the file only.
    const { lines, complete } = await readRest(response);
    expect(complete).toBe(false);
    expect(lines).toBeLessThan(READINGS);
  });

  it('returns its database connection at once when the client goes away', async () => {
    const { request } = await openDownload();
    const goneAt = Date.now();
    request.destroy();
    await until(() => checkedOut() === 0, STALL_MS, 'the connection to return');
    expect(Date.now() - goneAt).toBeLessThan(STALL_MS);
  });
});
