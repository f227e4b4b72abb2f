/**
 * Socket errors of a connection to a database server that is down, restarting, or cut off by
 * the network.
 */
const UNREACHABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that ends or refuses sessions: admin_shutdown (`pg_ctl stop`),
 * crash_shutdown, cannot_connect_now (starting up or shutting down).
 */
const UNREACHABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
/** SQLSTATE class 08: connection exception. */
const CONNECTION_EXCEPTION_CLASS = '08';

/** What `pg` and its pool say, without a code, when a connection is lost or cannot be had. */
const UNREACHABLE_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  // pg 8.2x: a new connection that did not finish its start-up within connectionTimeoutMillis.
  'timeout expired',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

/**
 * True when `error` (or an error it wraps) says the database could not be reached or went away
 * mid-query, rather than that it refused the statement: the same call may succeed once the
 * database is back, with no change on this side.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  // Duck-typed, not `instanceof Error`: socket errors may come from another realm (Jest's).
  let cause = error as { code?: unknown; message?: unknown; cause?: unknown } | null | undefined;
  for (let depth = 0; cause && typeof cause === 'object' && depth < 4; depth++) {
    const { code, message } = cause;
    if (typeof code === 'string') {
      if (UNREACHABLE_SOCKET_CODES.has(code) || UNREACHABLE_SQLSTATES.has(code)) return true;
      if (code.length === 5 && code.startsWith(CONNECTION_EXCEPTION_CLASS)) return true;
    }
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.includes(message)) return true;
    cause = cause.cause as typeof cause;
  }
  return false;
}
