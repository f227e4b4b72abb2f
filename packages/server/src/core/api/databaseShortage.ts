import { DatabaseUnavailable } from './refusals';

/**
 * What the API answers, by SQLSTATE, when PostgreSQL was reached but could not do the statement
 * for want of resources or time: nothing about the request is wrong and nothing was written, so
 * the same call may succeed later. "storage full" is the words an operator searches the logs
 * and the users' reports for.
 */
const SHORTAGES: Record<string, [code: string, message: string]> = {
  // disk_full: the database's disk (data, WAL or temporary files) has no room left.
  '53100': [
    'storage_full',
    'The database reports storage full: it has no disk space left. Try again later.',
  ],
  // out_of_memory
  '53200': [
    'database_out_of_memory',
    'The database is out of memory just now. Try again in a minute.',
  ],
  // too_many_connections: every connection the database allows is taken (by all its clients).
  '53300': [
    'database_busy',
    'The database has no connection free just now. Try again in a minute.',
  ],
  // query_canceled: a statement ran past its statement_timeout (PG_STATEMENT_TIMEOUT_MS), or an
  // operator cancelled it.
  '57014': [
    'database_timeout',
    'The database took too long and stopped this request. Try again in a minute, or ask for less.',
  ],
};

/** Any other insufficient_resources error (class 53), such as a configuration limit reached. */
const INSUFFICIENT_RESOURCES_CLASS = '53';
const SHORT_OF_RESOURCES: [code: string, message: string] = [
  'database_busy',
  'The database is short of resources just now. Try again in a minute.',
];

/**
 * The 503 (with `Retry-After`) for an error of PostgreSQL that says it is short of disk, memory,
 * connections or time, never the 500 of the server's own faults; undefined for any other error.
 */
export function databaseShortage(error: unknown): DatabaseUnavailable | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || code.length !== 5) return undefined;
  const shortage =
    SHORTAGES[code] ??
    (code.startsWith(INSUFFICIENT_RESOURCES_CLASS) ? SHORT_OF_RESOURCES : undefined);
  return shortage && new DatabaseUnavailable(...shortage);
}
