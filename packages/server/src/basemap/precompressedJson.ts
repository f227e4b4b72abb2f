import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** One encoding of a body, with its own validator as HTTP asks of each representation. */
interface Representation {
  body: Buffer;
  etag: string;
}

/** A JSON document encoded once, plain and gzipped, so that no request spends time on it. */
export interface PrecompressedJson {
  identity: Representation;
  gzip: Representation;
}

/** Serialises and gzips a document that never changes while the server runs. */
export function precompressJson(document: unknown): PrecompressedJson {
  const body = Buffer.from(JSON.stringify(document));
  const hash = crypto.createHash('sha1').update(body).digest('base64url');
  return {
    identity: { body, etag: `"${hash}"` },
    gzip: {
      body: zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
      etag: `"${hash}-gzip"`,
    },
  };
}

/** True when an If-None-Match header (a list, weak tags or `*`) names this validator. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return (
    ifNoneMatch.trim() === '*' ||
    ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
  );
}

/**
 * Sends a precompressed document, gzipped when the client accepts it, for any cache to keep a
 * day (`public`: it is the same for every caller), and a 304 when the client already has it.
 */
export function sendPrecompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  document: PrecompressedJson,
  contentType: string,
): FastifyReply {
  const gzip = negotiate(request.headers['accept-encoding'] ?? '', ['gzip', 'identity']) === 'gzip';
  const representation = gzip ? document.gzip : document.identity;
  reply
    .header('Cache-Control', 'public, max-age=86400')
    .header('Vary', 'Accept-Encoding')
    .header('ETag', representation.etag);
  if (matches(request.headers['if-none-match'], representation.etag)) {
    return reply.code(304).send();
  }
  if (gzip) reply.header('Content-Encoding', 'gzip');
  return reply.type(contentType).send(representation.body);
}
