import type { FastifyReply } from 'fastify';

/** A write refused for a reason the user can act on; answered with its status and message. */
export class RecordRefusal extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (what: string) =>
  new RecordRefusal(404, 'not_found', `${what} does not exist (it may have been deleted).`);

// PostgreSQL error codes a write can meet with bad or conflicting input.
const FOREIGN_KEY_VIOLATION = '23503';
const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';
const NOT_NULL_VIOLATION = '23502';
const DATA_EXCEPTION_CLASS = '22';

/**
 * Answers a failed write: a refusal with its own status and message, a value the database
 * refuses with a readable 400 or 409; anything else is the server's fault and is rethrown.
 */
export function answerRefusal(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof RecordRefusal) {
    return reply.code(error.status).send({ error: error.code, message: error.message });
  }
  const { code, detail, column } = error as { code?: string; detail?: string; column?: string };
  if (code === FOREIGN_KEY_VIOLATION) {
    return reply.code(409).send({
      error: 'in_use',
      message: `This change refers to a record that does not exist, or removes one still in use${detail ? ` (${detail})` : ''}.`,
    });
  }
  if (code === UNIQUE_VIOLATION) {
    return reply.code(409).send({
      error: 'duplicate',
      message: `Another record already has this value${detail ? ` (${detail})` : ''}.`,
    });
  }
  if (
    code === NOT_NULL_VIOLATION ||
    code === CHECK_VIOLATION ||
    code?.startsWith(DATA_EXCEPTION_CLASS)
  ) {
    // The driver names the column for most of these (not a plain out-of-range number): say it.
    return reply.code(400).send({
      error: 'bad_request',
      message: `${column ? `${column}: ` : ''}A value is out of range or cannot be stored.`,
    });
  }
  throw error;
}
