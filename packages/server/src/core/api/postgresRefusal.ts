import { BadRequest, Conflict, type ApiRefusal } from './refusals';

// PostgreSQL error codes (SQLSTATE) a write meets with bad or conflicting input.
const FOREIGN_KEY_VIOLATION = '23503';
const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';
const NOT_NULL_VIOLATION = '23502';
const DATA_EXCEPTION_CLASS = '22';

/** The fields of a `pg` (or PGlite) error that say what the database refused. */
interface PostgresError {
  code?: unknown;
  detail?: string;
  column?: string;
}

/** True when `error` is PostgreSQL refusing a second row with a value that must be unique. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as PostgresError | null)?.code === UNIQUE_VIOLATION;
}

/**
 * The refusal for an error of the database caused by the request's values: a row still in use
 * or a reference to a missing one (409 `in_use`), a duplicate (409 `duplicate`), a value it
 * cannot store (400, naming the column when the driver does). Undefined for any other error,
 * which is the server's fault.
 */
export function postgresRefusal(error: unknown): ApiRefusal | undefined {
  const { code, detail, column } = (error ?? {}) as PostgresError;
  if (typeof code !== 'string') return undefined;
  const because = detail ? ` (${detail})` : '';
  if (code === FOREIGN_KEY_VIOLATION) {
    return new Conflict(
      'in_use',
      `This change refers to a record that does not exist, or removes one still in use${because}.`,
    );
  }
  if (code === UNIQUE_VIOLATION) {
    return new Conflict('duplicate', `Another record already has this value${because}.`);
  }
  if (
    code === NOT_NULL_VIOLATION ||
    code === CHECK_VIOLATION ||
    code.startsWith(DATA_EXCEPTION_CLASS)
  ) {
    // The driver names the column for most of these (not a plain out-of-range number): say it.
    return new BadRequest(column, 'A value is out of range or cannot be stored.');
  }
  return undefined;
}
