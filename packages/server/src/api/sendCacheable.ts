import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sends a JSON body with an ETag, so that a reload that finds nothing changed costs a 304. The
 * answer depends on who asks, so caches keep it per caller and revalidate it every time.
 */
export function sendCacheable(
  request: FastifyRequest,
  reply: FastifyReply,
  body: unknown,
): FastifyReply {
  const json = JSON.stringify(body);
  const etag = `"${crypto.createHash('sha1').update(json).digest('base64url')}"`;
  reply
    .header('ETag', etag)
    .header('Cache-Control', 'private, no-cache')
    .header('Vary', 'Authorization');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(json);
}
