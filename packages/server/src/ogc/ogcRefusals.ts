import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { refusalOf } from '../api/answerError';
import { BadRequest, DatabaseUnavailable } from '../api/refusals';

/** A query parameter an OGC client sent that the API cannot honour; the answer names it. */
export class InvalidParameter extends BadRequest {
  constructor(
    readonly parameter: string,
    message: string,
  ) {
    super(parameter, message);
  }
}

/** The OGC exception codes (OGC API – Features Part 1, exception.yaml) by HTTP status. */
const OGC_CODES: Record<number, string> = {
  400: 'InvalidParameterValue',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  405: 'MethodNotAllowed',
  406: 'NotAcceptable',
  429: 'TooManyRequests',
  503: 'ServiceUnavailable',
};

/** An answer in the standard's exception shape: a code, a readable description. */
export interface OgcException {
  code: string;
  description: string;
  /** The query parameter a 400 is about. */
  parameter?: string;
}

/**
 * Answers every `/ogc` error in the standard's exception shape, with the status, headers and
 * wording the `/api` answers use (the same refusals decide both); anything else is logged and
 * answered 500 without its message, which may hold internals.
 */
export function answerOgcError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const refusal = refusalOf(error);
  if (refusal instanceof DatabaseUnavailable) request.log.warn({ err: error }, refusal.message);
  if (refusal) {
    const body: OgcException = {
      code: OGC_CODES[refusal.status] ?? 'InvalidRequest',
      description: refusal.message,
      ...(error instanceof InvalidParameter ? { parameter: error.parameter } : {}),
    };
    return reply.code(refusal.status).headers(refusal.headers).send(body);
  }
  request.log.error(error);
  const status = error.statusCode && error.statusCode >= 500 ? error.statusCode : 500;
  const body: OgcException = {
    code: 'ServerError',
    description: 'The server could not complete the request.',
  };
  return reply.code(status).send(body);
}
