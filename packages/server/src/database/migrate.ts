import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';

// Any number shared by every Headgate instance; holds concurrent starts off each other.
const MIGRATION_LOCK = 7_205_331;

/** Where the versioned migrations live under the install root: plain SQL files applied in name order. */
export function migrationsDir(rootDir: string): string {
  return path.join(rootDir, 'packages', 'server', 'src', 'database', 'migrations');
}

/**
 * Applies every migration not yet recorded in `schema_migrations`, each in its own transaction,
 * and returns the versions it applied. A failing migration is rolled back and named.
 */
export async function migrate(pool: pg.Pool, dir: string): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const applied = new Set(
      (await client.query<{ version: string }>('SELECT version FROM schema_migrations')).rows.map(
        (row) => row.version,
      ),
    );
    const pending = fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.sql'))
      .sort()
      .filter((file) => !applied.has(file.replace(/\.sql$/, '')));
    const done: string[] = [];
    for (const file of pending) {
      const version = file.replace(/\.sql$/, '');
      try {
        await client.query('BEGIN');
        await client.query(fs.readFileSync(path.join(dir, file), 'utf8'));
        await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
        await client.query('COMMIT');
        done.push(version);
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(
          `Migration ${file} failed and was rolled back: ${(error as Error).message}`,
        );
      }
    }
    return done;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
