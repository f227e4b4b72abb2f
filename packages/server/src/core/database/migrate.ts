import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';

// Any number shared by every Headgate instance; holds concurrent starts off each other.
const MIGRATION_LOCK = 7_205_331;

/** Where the versioned migrations live under the install root: plain SQL files applied in name order. */
export function migrationsDir(rootDir: string): string {
  return path.join(rootDir, 'packages', 'server', 'src', 'core', 'database', 'migrations');
}

/** One migration file of this release. */
export interface MigrationFile {
  /** The file's name without `.sql`, as `schema_migrations` records it. */
  version: string;
  file: string;
  sql: string;
  checksum: string;
}

/**
 * The sha256 of a migration's text, recorded when it is applied. Line endings count as LF: a
 * checkout that turned them into CRLF (git's autocrlf on Windows, an editor) runs the very same
 * statements, so it must not refuse the start; any other change, a comment's included, does.
 */
export function migrationChecksum(sql: string): string {
  return createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex');
}

/** This release's migrations in `dir`, in the order they apply. */
export function readMigrations(dir: string): MigrationFile[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const sql = fs.readFileSync(path.join(dir, file), 'utf8');
      return { version: file.replace(/\.sql$/, ''), file, sql, checksum: migrationChecksum(sql) };
    });
}

/** The refusal of a start whose applied migrations' files differ from what was applied. */
function changedMigrationsError(changed: MigrationFile[]): Error {
  const names = changed.map((migration) => migration.file).join(', ');
  return new Error(
    changed.length === 1
      ? `Migration ${names} was changed after it was applied to this database: put the file back as it was released and make the change in a new migration.`
      : `Migrations ${names} were changed after they were applied to this database: put the files back as they were released and make the changes in new migrations.`,
  );
}

/**
 * Applies every migration not yet recorded in `schema_migrations`, each in its own transaction,
 * and returns the versions it applied. A failing migration is rolled back and named. Each applied
 * migration's checksum is recorded; when a file that was applied has changed since, nothing is
 * applied and the change is named (the database holds what the old file made, not the new one).
 * Versions recorded without a file here (a newer release's, during a rolling upgrade) are left be.
 */
export async function migrate(pool: pg.Pool, dir: string): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now(), checksum text)',
    );
    // Tables made before checksums were recorded; their rows get their file's checksum below.
    // Looked up first: an ALTER TABLE, even one with nothing to do, would wait for a backup's
    // pg_dump, which reads the table until it ends.
    const { rows: column } = await client.query(
      `SELECT 1 FROM pg_attribute
        WHERE attrelid = 'schema_migrations'::regclass AND attname = 'checksum' AND NOT attisdropped`,
    );
    if (column.length === 0)
      await client.query('ALTER TABLE schema_migrations ADD COLUMN checksum text');
    const recorded = new Map(
      (
        await client.query<{ version: string; checksum: string | null }>(
          'SELECT version, checksum FROM schema_migrations',
        )
      ).rows.map((row) => [row.version, row.checksum]),
    );
    const migrations = readMigrations(dir);
    const applied = migrations.filter((migration) => recorded.has(migration.version));
    const changed = applied.filter((migration) => {
      const checksum = recorded.get(migration.version);
      return checksum !== null && checksum !== migration.checksum;
    });
    if (changed.length > 0) throw changedMigrationsError(changed);
    for (const migration of applied.filter((m) => recorded.get(m.version) === null)) {
      await client.query('UPDATE schema_migrations SET checksum = $2 WHERE version = $1', [
        migration.version,
        migration.checksum,
      ]);
    }
    const done: string[] = [];
    for (const migration of migrations.filter((m) => !recorded.has(m.version))) {
      try {
        await client.query('BEGIN');
        await client.query(migration.sql);
        await client.query('INSERT INTO schema_migrations (version, checksum) VALUES ($1, $2)', [
          migration.version,
          migration.checksum,
        ]);
        await client.query('COMMIT');
        done.push(migration.version);
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(
          `Migration ${migration.file} failed and was rolled back: ${(error as Error).message}`,
        );
      }
    }
    return done;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
