import pg from 'pg';
import type { Database } from './openDatabase';

// Any number shared by every Headgate instance, distinct from the migrations' lock.
const STARTUP_LOCK = 7_205_332;

/**
 * Runs `action` while no other server starting on the same PostgreSQL runs its own: when several
 * start at once on an empty database, one loads the demo data and the others then find it there.
 * PGlite needs none: its data folder is locked to one process.
 */
export async function withStartupLock<T>(database: Database, action: () => Promise<T>): Promise<T> {
  if (database.driver === 'pglite') return action();
  // A session lock, on a connection of its own beside the pool: with PG_POOL_MAX=1 a pooled one
  // would leave none for the migrations and the demo load.
  const client = new pg.Client(database.pool.options);
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await action();
  } finally {
    // Ending the session releases the lock.
    await client.end().catch(() => undefined);
  }
}
