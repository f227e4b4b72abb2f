import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** How long a download may wait for its client to take more before it is ended (ms). */
export const DEFAULT_DOWNLOAD_STALL_MS = 30_000;

/**
 * The statement_timeout a download's own transaction sets, in place of its connection's (30 s by
 * default): a download's COPY, or its cursor, is one statement from its first row to its last,
 * so it lasts as long as its client takes to read the file, and years of readings to a slow
 * link take minutes. An hour still ends one that runs away; PG_STATEMENT_TIMEOUT_MS may not be
 * set above it, so a download is never bounded more tightly than any other call.
 */
export const DOWNLOAD_STATEMENT_TIMEOUT_MS = 3_600_000;

/**
 * Sends CSV text as a download saved under `fileName`, streaming as it is produced (and
 * compressed as it streams, see compression.ts): no Content-Length, never a whole file in memory.
 * The text's producer holds a database connection until it ends, so a client that stops taking
 * the file (a stalled network, a suspended laptop) must not keep it: when nothing could be sent
 * for `stallMs`, the connection to the client is cut, which ends the producer (as a client
 * going away does) and returns the database connection. The client sees a truncated download.
 * A proxy is told not to buffer it, so the stall it sees is the client's.
 */
export function sendCsvDownload(
  reply: FastifyReply,
  fileName: string,
  text: AsyncIterable<string | Buffer>,
  { stallMs }: { stallMs: number },
): FastifyReply {
  // The socket's idle timer: writes that drain reset it, so only a stall lets it fire.
  reply.raw.setTimeout(stallMs, () => reply.raw.destroy());
  return (
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      // nginx (deploy/) would otherwise buffer the stream, and a stalled client would go unseen.
      .header('x-accel-buffering', 'no')
      .send(Readable.from(text))
  );
}
