import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '@headgate/contracts';
import { isDatabaseUnreachable } from '../database/databaseUnreachable';
import { databaseShortage } from './databaseShortage';
import { postgresRefusal } from './postgresRefusal';
import { ApiRefusal, BadRequest, DatabaseUnavailable } from './refusals';

/** The `error` of Fastify's own refusals (an unparsable body, a body too large…), by status. */
const ERROR_CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

/** The refusal an error stands for; undefined when it is the server's fault. */
function refusalOf(error: FastifyError): ApiRefusal | undefined {
  if (error instanceof ApiRefusal) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = error.validation[0];
    const field = [
      error.validationContext,
      ...(issue?.instancePath.split('/').filter(Boolean) ?? []),
    ].join('.');
    return new BadRequest(field, issue?.message ?? 'invalid value');
  }
  if (isDatabaseUnreachable(error)) return new DatabaseUnavailable();
  const shortage = databaseShortage(error);
  if (shortage) return shortage;
  const refusal = postgresRefusal(error);
  if (refusal) return refusal;
  const status = error.statusCode ?? 0;
  if (status >= 400 && status < 500) {
    return new ApiRefusal(status, ERROR_CODES[status] ?? 'bad_request', error.message);
  }
  return undefined;
}

/** What an answer says of a fault of the server's own, whose message may hold internals. */
export const SERVER_FAULT_MESSAGE = 'The server could not complete the request.';

/** An error handler, as Fastify calls it. */
export type ErrorHandler = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) => FastifyReply;

/**
 * An error handler answering by the server's one error policy, each body written by `bodyOf`
 * (the refusal the error stands for, undefined for a fault of the server's own). Typed
 * refusals, schema validation, values the database refuses and Fastify's own 4xx say what was
 * wrong; a database that cannot be reached, or is short of disk, memory, connections or time,
 * is 503 with `Retry-After` (and logged: the operator has a database to restart or a disk to
 * free); anything else is logged and answered 500 without its message. Every 5xx body carries
 * the request's id (`requestId`), which a user can quote and which the log lines of that
 * request hold.
 */
export function answerErrorsAs(bodyOf: (refusal: ApiRefusal | undefined) => object): ErrorHandler {
  return (error, request, reply) => {
    const refusal = refusalOf(error);
    if (refusal instanceof DatabaseUnavailable) request.log.warn({ err: error }, refusal.message);
    if (!refusal) request.log.error(error);
    const status =
      refusal?.status ?? (error.statusCode && error.statusCode >= 500 ? error.statusCode : 500);
    const body = bodyOf(refusal);
    return reply
      .code(status)
      .headers(refusal?.headers ?? {})
      .send(status >= 500 ? { ...body, requestId: request.id } : body);
  };
}

/** The API's one error handler: every error a route or hook throws, as `{ error, message }`. */
export const answerError = answerErrorsAs(
  (refusal): ApiErrorBody =>
    refusal?.body ?? { error: 'internal_error', message: SERVER_FAULT_MESSAGE },
);
