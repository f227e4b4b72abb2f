import { setTimeout as sleep } from 'node:timers/promises';
import type { ServerConfig } from '../../config';
import { isDatabaseUnreachable } from '../database/databaseUnreachable';
import { openDatabase, type Database } from '../database/openDatabase';
import { serverApplicationName } from '../database/postgresPool';
import { prepareDatabase } from '../../prepareDatabase';

/** The first wait after a failed attempt; each further wait doubles, up to the longest. */
const FIRST_WAIT_MS = 500;
const LONGEST_WAIT_MS = 5000;

/**
 * Opens and prepares (migrations, demo data) the configured database, trying again with a
 * growing wait while it cannot be reached, each failed attempt reported in one line. Any other
 * failure (a refused password, a failing migration) is thrown: trying again would not help.
 * Resolves null when `stopped` aborts first. On PostgreSQL the database it resolves serves from
 * connections of its own, whose every statement PG_STATEMENT_TIMEOUT_MS bounds: preparing may
 * take minutes (a migration building an index, the demo load, another server's preparation
 * waited for), so its connections have no such bound.
 */
export async function openPreparedDatabase(
  config: ServerConfig,
  report: (line: string) => void,
  stopped: AbortSignal,
): Promise<Database | null> {
  const connections = { ...config, applicationName: serverApplicationName(config.port) };
  for (let attempt = 1; !stopped.aborted; attempt++) {
    let database: Database | undefined;
    try {
      database = await openDatabase(connections);
      await prepareDatabase(database, config, report);
      if (database.driver === 'pglite') return database;
      const prepared = database;
      database = undefined;
      await prepared.close();
      database = await openDatabase({
        ...connections,
        statementTimeoutMs: config.pgStatementTimeoutMs,
      });
      return database;
    } catch (error) {
      await database?.close().catch(() => undefined);
      if (!isDatabaseUnreachable(error)) throw error;
      const waitMs = Math.min(FIRST_WAIT_MS * 2 ** (attempt - 1), LONGEST_WAIT_MS);
      // A refused connection to a name with two addresses is an AggregateError with no message.
      const { message, code } = error as { message?: string; code?: string };
      report(
        `The database is not reachable (attempt ${attempt}: ${message || code}); trying again in ${waitMs / 1000} s.`,
      );
      await sleep(waitMs, undefined, { signal: stopped }).catch(() => undefined);
    }
  }
  return null;
}
