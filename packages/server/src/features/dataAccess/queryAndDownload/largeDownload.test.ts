import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { useTestApi } from '../../../core/api/testing/apiFixture';
import { FLOW, LOCATION } from '../../facilityPages/drillDown/testing/facilityFixture';
import { embeddedBearer } from '../../usersManagement/users/testing/embeddedTokens';
import { insertDownloadFixture } from './testing/downloadFixture';

// Over half a million readings stored and downloaded: far slower on a loaded two-core machine.
jest.setTimeout(180_000);

// 2 × 300,000 readings of 15 minutes: over 8 years of flow at the inlet and the outlet.
const READINGS_PER_SERIES = 300_000;
const FROM = '2010-01-01';
const TO = '2018-12-31';

// A forced collection before each sample, so memory counts what is held, not garbage yet to go.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** Memory held over a baseline: the highest and the latest sample of each measure. */
function memoryGrowth() {
  collectGarbage();
  const base = process.memoryUsage();
  const growth = { rss: 0, held: 0, rssPeak: 0, heldPeak: 0 };
  return {
    sample() {
      collectGarbage();
      const now = process.memoryUsage();
      growth.rss = now.rss - base.rss;
      // JavaScript objects and the buffers (socket chunks, CSV text) they keep.
      growth.held = now.heapUsed + now.arrayBuffers - base.heapUsed - base.arrayBuffers;
      growth.rssPeak = Math.max(growth.rssPeak, growth.rss);
      growth.heldPeak = Math.max(growth.heldPeak, growth.held);
    },
    growth,
  };
}

describe('a large Query & Download export on postgres', () => {
  const api = useTestApi('postgres', async (db) => {
    await insertDownloadFixture(db);
    await db.pool.query(
      `INSERT INTO timeseries_15min (location_ndx, parameter_ndx, collect_timestamp, result_value)
       SELECT location, $2, timestamptz '${FROM} 00:00-07' + n * interval '15 minutes', n % 500
         FROM unnest($1::int[]) AS location, generate_series(0, $3 - 1) AS n`,
      [[LOCATION.in, LOCATION.out], FLOW, READINGS_PER_SERIES],
    );
  });

  it('streams with flat memory to a slow reader, every reading once', async () => {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = api.app.server.address() as AddressInfo;
    const body = JSON.stringify({
      facilities: [37],
      parameterGroups: [1],
      startDate: FROM,
      endDate: TO,
    });
    const headers = {
      ...(await embeddedBearer(api.db, ['All Data User'])),
      'content-type': 'application/json',
    };
    // The baseline comes before the request: a server that built the whole file before its first
    // byte would show it here.
    const memory = memoryGrowth();
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const request = http.request(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/api/facility-query-download/data-15min',
          headers,
        },
        resolve,
      );
      request.on('error', reject);
      request.end(body);
    });
    expect(response.statusCode).toBe(200);

    let bytes = 0;
    let lines = 0;
    let chunks = 0;
    let rssAtHalf = 0;
    for await (const chunk of response as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
      chunks += 1;
      if (chunks % 16 === 0) {
        memory.sample();
        if (rssAtHalf === 0 && lines > READINGS_PER_SERIES) rssAtHalf = memory.growth.rss;
      }
      // A reader slower than the database: the server must wait for it, not buffer ahead.
      await sleep(2);
    }
    memory.sample();
    const { rows } = await api.db.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM timeseries_15min
        WHERE location_ndx = ANY($1) AND parameter_ndx = $2
          AND collect_timestamp >= '${FROM}T07:00:00Z' AND collect_timestamp < '2019-01-01T07:00:00Z'`,
      [[LOCATION.in, LOCATION.out], FLOW],
    );
    // The time-zone line and the header, then one line per reading.
    expect(lines - 2).toBe(rows[0]!.n);
    expect(rows[0]!.n).toBe(2 * READINGS_PER_SERIES);
    expect(bytes).toBeGreaterThan(50_000_000);
    const { rssPeak, heldPeak, rss } = memory.growth;
    // A buffered file would hold at least its own size. Streamed, held memory does not grow with
    // the file, and the second half adds next to nothing.
    expect(heldPeak).toBeLessThan(bytes / 2);
    expect(rssPeak).toBeLessThan(bytes / 2);
    expect(rss - rssAtHalf).toBeLessThan(bytes / 4);
  });
});
