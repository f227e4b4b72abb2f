import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How long a shared cache may keep an anonymous answer: readings arrive every 15 minutes. */
const ANONYMOUS_MAX_AGE_S = 60;

/** True when an If-None-Match header (a list, weak tags or `*`) names this validator. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return (
    ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag))
  );
}

/**
 * The caching headers of an `/ogc` answer: anonymous answers are the same for everyone and may
 * be kept a minute by any cache; a signed-in caller's are private and revalidated every time.
 */
export function cachingHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply
    .header(
      'Cache-Control',
      request.roles.length === 0 ? `public, max-age=${ANONYMOUS_MAX_AGE_S}` : 'private, no-cache',
    )
    .header('Vary', 'Authorization, Accept, Accept-Encoding');
}

/**
 * Sends a whole `/ogc` answer with its caching headers and an ETag from its content, and a 304
 * when the client holds it already. The tag is weak: the body may be compressed on the way.
 */
export function sendWhole(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  contentType: string,
): FastifyReply {
  const etag = `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
  cachingHeaders(request, reply);
  reply.header('ETag', etag);
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type(contentType).send(body);
}

/** Sends a JSON document (GeoJSON, a collection list, an OpenAPI document) as `sendWhole` does. */
export function sendJson(
  request: FastifyRequest,
  reply: FastifyReply,
  document: unknown,
  contentType = 'application/json',
): FastifyReply {
  return sendWhole(request, reply, JSON.stringify(document), contentType);
}

/**
 * Sends a large `/ogc` answer as it is produced, with the caching headers but no ETag (a tag
 * from the content would need the whole body before the first byte). Its producer holds a
 * database connection: when the client takes nothing for `stallMs`, the connection to it is cut,
 * which ends the producer and returns the database connection, as a download does.
 */
export function sendStream(
  request: FastifyRequest,
  reply: FastifyReply,
  body: AsyncIterable<string>,
  contentType: string,
  { stallMs }: { stallMs: number },
): FastifyReply {
  reply.raw.setTimeout(stallMs, () => reply.raw.destroy());
  cachingHeaders(request, reply);
  // nginx (deploy/) would otherwise buffer the stream, and a stalled client would go unseen.
  return reply.type(contentType).header('x-accel-buffering', 'no').send(Readable.from(body));
}
