import os from 'node:os';
import pg from 'pg';

/** Connections the server keeps to PostgreSQL at most, unless PG_POOL_MAX says otherwise. */
export const DEFAULT_POOL_MAX = 10;

/**
 * How long a statement of a serving server may run before PostgreSQL cancels it, unless
 * PG_STATEMENT_TIMEOUT_MS says otherwise: far above any call's query, so only a runaway one (a
 * missing index, a lock held elsewhere) meets it, and it then fails (503) instead of holding its
 * connection for good. Downloads set a longer one for their own transaction
 * (`DOWNLOAD_STATEMENT_TIMEOUT_MS`).
 */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000;

/**
 * How long a query waits for a connection, new or pooled, before it fails. An API call answers
 * 503 well within 5 s when the database host does not answer (or every connection is taken),
 * instead of hanging until the client gives up.
 */
export const CONNECT_TIMEOUT_MS = 3000;

/**
 * How long a connection may be silent before TCP probes the database host. Node (libuv) then
 * probes every second and gives up after 10 unanswered probes, so a connection cut off without a
 * word (a partition, a host gone) fails about 20 s into the silence instead of the kernel's
 * two hours.
 */
export const KEEPALIVE_INITIAL_DELAY_MS = 10_000;

export interface PostgresPoolOptions {
  /** Connections kept at most (PG_POOL_MAX). */
  max?: number;
  /**
   * How long a statement may run before PostgreSQL cancels it (PG_STATEMENT_TIMEOUT_MS); without
   * it, as long as the database's own setting lets it (none by default), as in `psql`.
   */
  statementTimeoutMs?: number;
  /** The connections' `application_name`; `headgate@<host>` (a command, a test) by default. */
  applicationName?: string;
  /** Where a connection's failure is reported; the console by default. */
  warn?: (line: string) => void;
}

/**
 * The connections' startup options: no JIT. The series list of the public map's layers and the
 * periods of record is a recursive query whose estimated cost passes `jit_above_cost`, so
 * PostgreSQL spent hundreds of milliseconds compiling a query that runs in a few without it.
 */
const JIT_OFF = '-c jit=off';

/**
 * `headgate@<host>:<port>`, the `application_name` of a server's connections: in
 * `pg_stat_activity` (and the database's log) an operator sees which server holds each one.
 */
export function serverApplicationName(port: number): string {
  return `headgate@${os.hostname()}:${port}`;
}

/**
 * The pool of connections to a PostgreSQL server, made to outlive the server stopping or the
 * network to it failing: every connection then errors, the query on it fails (answered 503 by
 * the API) and the pool drops it; queries after that open new connections once it is back.
 * Each connection names its server (`application_name`, unless the connection string names
 * one), is kept alive by TCP probes, when given a timeout bounds its statements by it, and runs
 * without JIT compilation (`JIT_OFF`).
 */
export function createPostgresPool(
  connectionString: string,
  {
    max = DEFAULT_POOL_MAX,
    statementTimeoutMs,
    applicationName = `headgate@${os.hostname()}`,
    warn = console.warn,
  }: PostgresPoolOptions = {},
): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: statementTimeoutMs,
    application_name: applicationName,
    options: JIT_OFF,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_INITIAL_DELAY_MS,
  });
  // A lost connection is also emitted as an 'error' event: on the connection, whether idle or
  // held between queries by a caller (a transaction, a download's cursor), and on the pool for an
  // idle one. Unheard, that event ends the process; the failure itself reaches whoever queries
  // next. The message names no password (nor the URL): a socket error names the host at most.
  pool.on('connect', (client) =>
    client.on('error', (error) => warn(`A PostgreSQL connection failed: ${error.message}`)),
  );
  // The connection's own listener above has reported it already.
  pool.on('error', () => undefined);
  return pool;
}
