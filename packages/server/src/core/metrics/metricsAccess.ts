import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { Forbidden, Unauthorized } from '../api/refusals';

const BEARER = /^Bearer +(\S+)$/i;
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Both sides hashed first, so the comparison takes as long whatever the length of a guess. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Who may read `/metrics`: with `METRICS_TOKEN` set, a caller presenting it as a bearer token
 * (401 otherwise); without it, only a caller on this machine, judged by the socket's own peer
 * address, never by `X-Forwarded-For` (403 otherwise), so a proxy in front cannot pass it on.
 */
export function checkMetricsAccess(request: FastifyRequest, token: string | undefined): void {
  if (token !== undefined) {
    const given = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (given === undefined || !sameSecret(given, token)) {
      throw new Unauthorized(
        'The metrics need the METRICS_TOKEN as "Authorization: Bearer <token>".',
      );
    }
    return;
  }
  if (!LOOPBACK.has(request.raw.socket.remoteAddress ?? '')) {
    throw new Forbidden(
      'The metrics are served only on the loopback address while METRICS_TOKEN is unset.',
    );
  }
}
