import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database, DatabaseDriver } from '../../database/openDatabase';
import { useTestApi } from './apiFixture';

/**
 * A test API listening on a free local port, for tests that need a real socket (a client that
 * stops reading): the port once listening, and the database connections checked out now.
 */
export function useListeningTestApi(
  driver: DatabaseDriver,
  extraFixture?: (db: Database) => Promise<void>,
  env?: NodeJS.ProcessEnv,
) {
  const api = useTestApi(driver, extraFixture, env);
  let port = 0;
  beforeAll(async () => {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    port = (api.app.server.address() as AddressInfo).port;
  });
  return {
    api,
    port: () => port,
    /** Pooled connections in use: a streamed answer's, while it holds one. */
    checkedOut: () => api.db.pool.totalCount - api.db.pool.idleCount,
  };
}

/** Resolves once `condition` holds, checking every 20 ms; fails after `ms`, naming `what`. */
export async function until(condition: () => boolean, ms: number, what: string): Promise<void> {
  const giveUp = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > giveUp) throw new Error(`Still waiting, after ${ms} ms, for ${what}`);
    await sleep(20);
  }
}
