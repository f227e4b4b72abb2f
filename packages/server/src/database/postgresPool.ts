import pg from 'pg';

/** Connections the server keeps to PostgreSQL at most, unless PG_POOL_MAX says otherwise. */
export const DEFAULT_POOL_MAX = 10;

/**
 * How long a query waits for a connection, new or pooled, before it fails. An API call answers
 * 503 well within 5 s when the database host does not answer (or every connection is taken),
 * instead of hanging until the client gives up.
 */
export const CONNECT_TIMEOUT_MS = 3000;

/**
 * The pool of connections to a PostgreSQL server, made to outlive the server stopping or the
 * network to it failing: every connection then errors, the query on it fails (answered 503 by
 * the API) and the pool drops it; queries after that open new connections once it is back.
 */
export function createPostgresPool(connectionString: string, max = DEFAULT_POOL_MAX): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // A lost connection is also emitted as an 'error' event: on the pool for an idle one, on the
  // connection for one a caller holds between queries (a transaction, a download's cursor).
  // Unheard, that event ends the process; the failure itself reaches whoever queries next.
  const ignore = () => undefined;
  pool.on('error', ignore);
  pool.on('connect', (client) => client.on('error', ignore));
  return pool;
}
