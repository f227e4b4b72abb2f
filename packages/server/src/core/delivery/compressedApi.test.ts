import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { useTestApi } from '../api/testing/apiFixture';
import { DRIVERS } from '../database/testing/testDatabases';

jest.setTimeout(60_000);

const BROWSER = 'gzip, deflate, br';

/** The body as the browser reads it, whatever the coding it came in. */
function decoded(response: LightMyRequestResponse): string {
  const coding = response.headers['content-encoding'];
  if (coding === 'br') return zlib.brotliDecompressSync(response.rawPayload).toString();
  if (coding === 'gzip') return zlib.gunzipSync(response.rawPayload).toString();
  return response.body;
}

/** Every coordinate number of a JSON text with more than six decimals. */
function overlongDecimals(json: string): string[] {
  return json.match(/-?\d+\.\d{7,}/g) ?? [];
}

describe.each(DRIVERS)('compressed API answers on %s', (driver) => {
  const api = useTestApi(driver);
  const get = (url: string, headers: Record<string, string> = {}) =>
    api.app.inject({ url, headers });

  it.each(['/api/public-map/layers', '/api/public-map/sources'])(
    'sends %s in brotli, gzip or plain, byte-identical after decoding',
    async (url) => {
      const plain = await get(url);
      const brotli = await get(url, { 'accept-encoding': BROWSER });
      const gzipped = await get(url, { 'accept-encoding': 'gzip' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(decoded(brotli)).toBe(plain.body);
      expect(decoded(gzipped)).toBe(plain.body);
      for (const response of [plain, brotli, gzipped]) {
        expect(response.headers.vary).toBe('Authorization, Accept-Encoding');
        expect(response.headers['cache-control']).toBe('private, no-cache');
      }
      // Each representation has its own validator, and a client holding it gets a 304.
      expect(new Set([plain, brotli, gzipped].map((r) => r.headers.etag)).size).toBe(3);
      const again = await get(url, {
        'accept-encoding': BROWSER,
        'if-none-match': String(brotli.headers.etag),
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    },
  );

  it('keeps a map answer until its data changes, and the ETag follows the data', async () => {
    const first = await get('/api/public-map/layers');
    expect((await get('/api/public-map/layers')).headers.etag).toBe(first.headers.etag);
    await api.db.pool.query(
      "UPDATE map_layers SET name = 'Water Districts (edited)' WHERE layer_id = 'water-districts-fill'",
    );
    try {
      // Each instance rereads the data version at most once a second.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const edited = await get('/api/public-map/layers');
      expect(edited.headers.etag).not.toBe(first.headers.etag);
      expect(edited.body).toContain('Water Districts (edited)');
      const revalidated = await get('/api/public-map/layers', {
        'if-none-match': String(first.headers.etag),
      });
      expect(revalidated.statusCode).toBe(200);
    } finally {
      await api.db.pool.query(
        "UPDATE map_layers SET name = 'Water Districts' WHERE layer_id = 'water-districts-fill'",
      );
    }
  });

  it('sends source coordinates with at most six decimals, points where they are', async () => {
    await api.db.pool.query(
      `INSERT INTO map_features VALUES ('water-districts', 'precise',
         '{"type":"LineString","coordinates":[[-104.81234567890123,40.11234567890123],[-104.7,40.2],[-104.6,40.3]]}',
         '{"name":"Precise"}')`,
    );
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const response = await get('/api/public-map/sources');
      expect(response.body).toContain('[-104.812346,40.112346]');
      expect(overlongDecimals(response.body)).toEqual([]);
    } finally {
      await api.db.pool.query("DELETE FROM map_features WHERE feature_id = 'precise'");
    }
  });

  it('compresses other JSON answers over 1 KB on the fly, and leaves small ones plain', async () => {
    const plain = await get('/api/docs/json');
    const brotli = await get('/api/docs/json', { 'accept-encoding': BROWSER });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(decoded(brotli)).toBe(plain.body);
    const health = await get('/api/health', { 'accept-encoding': BROWSER });
    expect(health.rawPayload.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('streams a CSV download through the compressor without buffering it', async () => {
    const url = '/api/graph-flow-data15-min/1/csv';
    const plain = await get(url);
    const gzipped = await get(url, { 'accept-encoding': 'gzip' });
    expect(plain.statusCode).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    // A buffered answer would know its length; a stream does not.
    expect(gzipped.headers['content-length']).toBeUndefined();
    expect(gzipped.headers['content-disposition']).toBe(plain.headers['content-disposition']);
    expect(decoded(gzipped)).toBe(plain.body);
  });
});
