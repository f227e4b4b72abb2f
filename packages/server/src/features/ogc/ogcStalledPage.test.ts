import http from 'node:http';
import { until, useListeningTestApi } from '../../core/api/testing/listeningTestApi';
import { longSeriesFixture } from './testing/ogcFixture';

jest.setTimeout(60_000);

// Far longer than reading a page takes, even on a loaded machine: the connection must come back
// because the page was read, never because the stall timer cut the client.
const STALL_MS = 45_000;
// More than a full page of 10,000 readings (~4 MB of GeoJSON).
const PAGE = '/ogc/collections/continuous-values/items?monitoring_location_id=LONG-1&limit=10000';

describe('a streamed /ogc page whose client stops reading', () => {
  const { api, port, checkedOut } = useListeningTestApi('pglite', longSeriesFixture(12_000), {
    HEADGATE_DOWNLOAD_STALL_MS: String(STALL_MS),
  });

  it('holds no database connection while its client reads nothing, and still ends whole', async () => {
    const request = http.get({ port: port(), host: '127.0.0.1', path: PAGE });
    try {
      const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
        request.on('response', resolve).on('error', reject),
      );
      response.pause();
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-accel-buffering']).toBe('no');

      // A page is at most 10,000 readings, read in a few batches of a cursor: the stream holds
      // their text, not the connection, so a client that stops reading keeps none from other
      // callers (PGlite has only one) while it is still connected.
      await until(() => checkedOut() === 0, 30_000, 'the connection to return');
      expect(response.socket.destroyed).toBe(false);
      const search = await api.app.inject('/api/public-map/search?q=long');
      expect(search.statusCode).toBe(200);

      const body = await new Promise<{ text: string; complete: boolean }>((resolve) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ text: Buffer.concat(chunks).toString(), complete: true }),
        );
        response.on('error', () =>
          resolve({ text: Buffer.concat(chunks).toString(), complete: false }),
        );
        response.resume();
      });
      expect(body.complete).toBe(true);
      expect((JSON.parse(body.text) as { numberReturned: number }).numberReturned).toBe(10_000);
    } finally {
      // A failure above leaves the answer unread: let it go, so the server can close.
      request.destroy();
    }
  });
});
