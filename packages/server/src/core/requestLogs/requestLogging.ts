import {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { ServerConfig } from '../../config';
import { nameRequestSpan, traceIdsOf } from '../tracing/requestSpans';
import { redactedPaths } from './redactedFields';
import { REQUEST_ID_HEADER, requestIdOf } from './requestIds';

/** The field of every line of a request that holds its id, as the 5xx body names it. */
export const REQUEST_ID_FIELD = 'requestId';

/** The message of a request's line, to find them with (`grep '"request answered"'`). */
const ANSWERED = 'request answered';

/**
 * Fastify's request lines: none when a request comes in, one `info` line when its answer is
 * sent (at `error` when the answer broke off), with method, route template (never the raw URL,
 * which may hold a token), status, duration in ms, client address as `TRUST_PROXY` judged it
 * and the caller's subject (never the e-mail), and while tracing is on the request's `traceId`
 * and `spanId`. Fastify's other lines (a stream cut, a 404) stay.
 */
class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      route: request.routeOptions.url,
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
      client: request.ip,
      userId: request.subject,
      ...traceIdsOf(request),
    };
    if (error) request.log.error({ ...line, err: error }, ANSWERED);
    else request.log.info(line, ANSWERED);
  }
}

/**
 * Fastify's logging options for a server under `config`: pino at `LOG_LEVEL` with secrets
 * redacted, request ids as `requestIdOf` takes them, and one line per request (`AccessLog`).
 * `stream` is where lines go; stdout by default.
 */
export function requestLogging(
  config: Pick<ServerConfig, 'logLevel' | 'trustProxy'>,
  stream?: { write(line: string): void },
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader' | 'logController'> {
  return {
    logger: {
      level: config.logLevel,
      redact: redactedPaths(),
      ...(stream ? { stream } : {}),
    },
    genReqId: requestIdOf(config.trustProxy),
    // Taken by genReqId, which checks who sent it; Fastify's own option takes it from anyone.
    requestIdHeader: false,
    logController: new AccessLog({ requestIdLogLabel: REQUEST_ID_FIELD }),
  };
}

/**
 * Returns each request's id in `X-Request-Id` on every answer: set on the raw response first,
 * so an error, a refusal under pressure or a hijacked reply carries it too. While tracing is on,
 * names the request's span by its route. Register before any other hook or plugin.
 */
export function followRequests(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
    nameRequestSpan(request);
  });
}
