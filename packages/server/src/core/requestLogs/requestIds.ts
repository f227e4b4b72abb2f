import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { trustsPeer, type TrustProxy } from '../config/trustProxy';

/** The header a request id arrives in from the proxy (nginx's `$request_id`) and leaves in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An id worth keeping: nginx's 32 hex digits, a UUID or a similar token. Anything else (spaces,
 * quotes, line breaks, a megabyte) could forge a log line or bloat every one, so it is replaced.
 */
const KEPT_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId` under `setting`: the `X-Request-Id` a trusted proxy sent, when it is a
 * plain token, so that its log line and the server's carry the same id; otherwise a new UUID,
 * since a client could otherwise pass someone else's id and muddle the logs.
 */
export function requestIdOf(setting: TrustProxy): (request: IncomingMessage) => string {
  const trusted = trustsPeer(setting);
  return (request) => {
    const sent = request.headers[REQUEST_ID_HEADER];
    return typeof sent === 'string' &&
      KEPT_REQUEST_ID.test(sent) &&
      trusted(request.socket.remoteAddress)
      ? sent
      : randomUUID();
  };
}
