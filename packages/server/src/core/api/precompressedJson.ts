import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzip = promisify(zlib.gzip);
const brotliCompress = promisify(zlib.brotliCompress);

/** The content codings a precompressed document is kept in, best first. */
const CODINGS = ['br', 'gzip', 'identity'] as const;
type Coding = (typeof CODINGS)[number];

/** One encoding of a body, with its own validator as HTTP asks of each representation. */
interface Representation {
  body: Buffer;
  etag: string;
}

/** A JSON document encoded once, plain, gzipped and brotli-compressed, so no request spends time on it. */
export type PrecompressedJson = Readonly<Record<Coding, Representation>>;

/** Past this size a document is brotli-compressed at {@link LARGE_BODY_BROTLI_QUALITY}. */
export const BROTLI_BEST_MAX_BYTES = 1024 * 1024;

/**
 * Brotli's best level takes seconds a megabyte, and the first caller after a change waits for
 * it: the sources of a district with 20,000 locations (15 MB) would take close to a minute.
 * Level 5 with a 16 MB window compresses those in a fraction of a second, still to a small share
 * of their size (figures: docs/benchmarks.md).
 */
export const LARGE_BODY_BROTLI_QUALITY = 5;

/** The brotli parameters for a body of `bytes`: the best level up to a megabyte, then fast. */
export function brotliParameters(bytes: number): Record<number, number> {
  const large = bytes > BROTLI_BEST_MAX_BYTES;
  return {
    [zlib.constants.BROTLI_PARAM_QUALITY]: large
      ? LARGE_BODY_BROTLI_QUALITY
      : zlib.constants.BROTLI_MAX_QUALITY,
    [zlib.constants.BROTLI_PARAM_LGWIN]: large ? 24 : zlib.constants.BROTLI_DEFAULT_WINDOW,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes,
  };
}

/**
 * Serialises and compresses a document (gzip at its best level, brotli by
 * {@link brotliParameters}). The compressing runs on libuv's
 * thread pool: brotli 11 takes the public map's sources most of a second, which on the event loop
 * would hold every other request of the server that long. The validator follows the content: the
 * same document always gets the same ETags, whichever server instance built it.
 */
export async function precompressJson(document: unknown): Promise<PrecompressedJson> {
  const body = Buffer.from(JSON.stringify(document));
  const hash = crypto.createHash('sha1').update(body).digest('base64url');
  const [gzipped, brotli] = await Promise.all([
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
    brotliCompress(body, { params: brotliParameters(body.length) }),
  ]);
  return {
    identity: { body, etag: `"${hash}"` },
    gzip: { body: gzipped, etag: `"${hash}-gzip"` },
    br: { body: brotli, etag: `"${hash}-br"` },
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

/** How caches may keep a precompressed answer. */
export interface CachePolicy {
  cacheControl: string;
  /** Request headers besides Accept-Encoding that choose the answer (e.g. Authorization). */
  vary?: string;
}

/** The same for every caller and stable for a day. */
export const SHARED_FOR_A_DAY: CachePolicy = { cacheControl: 'public, max-age=86400' };

/** Depends on who asks: kept per caller and revalidated every time (a 304 when unchanged). */
export const PER_CALLER_REVALIDATED: CachePolicy = {
  cacheControl: 'private, no-cache',
  vary: 'Authorization',
};

/**
 * Sends a precompressed document in the best coding the client accepts, and a 304 when the
 * client already holds that representation.
 */
export function sendPrecompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  document: PrecompressedJson,
  contentType: string,
  policy: CachePolicy,
): FastifyReply {
  const coding = (negotiate(request.headers['accept-encoding'] ?? '', [...CODINGS]) ??
    'identity') as Coding;
  const representation = document[coding];
  reply
    .header('Cache-Control', policy.cacheControl)
    .header('Vary', policy.vary ? `${policy.vary}, Accept-Encoding` : 'Accept-Encoding')
    .header('ETag', representation.etag);
  if (matches(request.headers['if-none-match'], representation.etag)) {
    return reply.code(304).send();
  }
  if (coding !== 'identity') reply.header('Content-Encoding', coding);
  return reply.type(contentType).send(representation.body);
}
