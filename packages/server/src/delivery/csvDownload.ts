import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Sends CSV text as a download saved under `fileName`, streaming as it is produced (and
 * compressed as it streams, see compression.ts): no Content-Length, never a whole file in memory.
 */
export function sendCsvDownload(
  reply: FastifyReply,
  fileName: string,
  text: AsyncIterable<string | Buffer>,
): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(Readable.from(text));
}
