import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { useTestApi } from '../api/testing/apiFixture';
import type { Database } from '../database/openDatabase';
import { insertOgcFixture } from './testing/ogcFixture';

jest.setTimeout(60_000);

// As the downloads' test: long enough to tell "returned by the stall timer" from "returned at once".
const STALL_MS = 4000;
// More than a full page of 10,000 readings (~4 MB of GeoJSON).
const READINGS = 12_000;
const PAGE = '/ogc/collections/continuous-values/items?monitoring_location_id=LONG-1&limit=10000';

async function insertLongSeries(db: Database): Promise<void> {
  await insertOgcFixture(db);
  await db.pool.query(
    `INSERT INTO locations (location_ndx, location_id, location_name, location_display_label,
       location_type_ndx, longitude, latitude, is_public)
     VALUES (5, 'LONG-1', 'Long series gage', 'LONG-1', 1, -106.5, 39.5, true)`,
  );
  await db.pool.query(
    `INSERT INTO timeseries_15min (location_ndx, parameter_ndx, collect_timestamp, result_value)
     SELECT 5, 67, '2025-01-01T07:00:00Z'::timestamptz + n * interval '15 minutes', n
       FROM generate_series(0, ${READINGS - 1}) AS n`,
  );
}

/** Resolves once `condition` holds, checking every 20 ms; fails after `ms`. */
async function until(condition: () => boolean, ms: number, what: string) {
  const giveUp = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > giveUp) throw new Error(`Still waiting, after ${ms} ms, for ${what}`);
    await sleep(20);
  }
}

describe('a streamed /ogc page whose client stops reading', () => {
  const api = useTestApi('pglite', insertLongSeries, {
    HEADGATE_DOWNLOAD_STALL_MS: String(STALL_MS),
  });
  let port: number;
  beforeAll(async () => {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    port = (api.app.server.address() as AddressInfo).port;
  });
  const checkedOut = () => api.db.pool.totalCount - api.db.pool.idleCount;

  it('holds no database connection while its client reads nothing, and still ends whole', async () => {
    const request = http.get({ port, host: '127.0.0.1', path: PAGE });
    const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
      request.on('response', resolve).on('error', reject),
    );
    response.pause();
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-accel-buffering']).toBe('no');

    // A page is at most 10,000 readings, read in a few batches of a cursor: the stream holds
    // their text, not the connection, so a client that stops reading keeps none from other
    // callers (PGlite has one), well before the stall timer would cut it.
    await until(() => checkedOut() === 0, STALL_MS / 2, 'the connection to return');
    const search = await api.app.inject('/api/public-map/search?q=long');
    expect(search.statusCode).toBe(200);

    const body = await new Promise<{ text: string; complete: boolean }>((resolve) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ text: Buffer.concat(chunks).toString(), complete: true }));
      response.on('error', () =>
        resolve({ text: Buffer.concat(chunks).toString(), complete: false }),
      );
      response.resume();
    });
    expect(body.complete).toBe(true);
    expect((JSON.parse(body.text) as { numberReturned: number }).numberReturned).toBe(10_000);
  });
});
