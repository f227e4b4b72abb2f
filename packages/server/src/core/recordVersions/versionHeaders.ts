import type { FastifyReply, FastifyRequest } from 'fastify';
import { versionTag } from '@headgate/contracts';

/** The request's `If-Match` header, or undefined for an unconditional write. */
export function ifMatchOf(request: FastifyRequest): string | undefined {
  const header = request.headers['if-match'];
  return Array.isArray(header) ? header.join(', ') : header;
}

/**
 * Whether `If-Match` lets a write on the record at `version` go ahead (RFC 9110 §13.1.1): no
 * header, `*`, or a list naming the version. The comparison is strong, so a weak tag (`W/"…"`)
 * never matches: a version names the record's exact content.
 */
export function ifMatchHolds(ifMatch: string | undefined, version: string): boolean {
  if (ifMatch === undefined) return true;
  const tags = ifMatch.split(',').map((tag) => tag.trim());
  return tags.includes('*') || tags.includes(versionTag(version));
}

/** Sends the record's version as the answer's strong `ETag`. */
export function sendVersion(reply: FastifyReply, version: string): void {
  reply.header('etag', versionTag(version));
}
