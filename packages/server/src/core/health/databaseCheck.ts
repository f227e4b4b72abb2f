import fs from 'node:fs';
import type pg from 'pg';
import { migrationsDir } from '../database/migrate';
import { INSTALL_ROOT } from '../../installRoot';
import type { JobsHealth, JobsReport } from './jobsHealth';

/** How old a database check may be when a health call is answered from it. */
export const DATABASE_CHECK_MAX_AGE_MS = 1000;

/** The migrations this server's queries need, by version (file name without `.sql`). */
const OWN_MIGRATIONS = fs
  .readdirSync(migrationsDir(INSTALL_ROOT))
  .filter((file) => file.endsWith('.sql'))
  .map((file) => file.replace(/\.sql$/, ''));

/** What one look at the database found. */
export type DatabaseState =
  | { status: 'ok'; jobs: JobsHealth | undefined }
  | { status: 'unreachable' }
  | { status: 'not_migrated'; missing: number };

/**
 * The database as health calls see it: one check (reachable, every migration of this server
 * applied, the jobs' failed deliveries counted) shared by every call for up to a second, so that
 * any number of probes cost the database one query a second at most.
 */
export function createDatabaseCheck(options: { pool: pg.Pool; jobs: JobsReport | null }) {
  let last: { at: number; state: DatabaseState } | null = null;
  let checking: Promise<DatabaseState> | null = null;

  async function check(): Promise<DatabaseState> {
    try {
      const { rows } = await options.pool.query<{ applied: number }>(
        'SELECT count(*)::int AS applied FROM schema_migrations WHERE version = ANY($1)',
        [OWN_MIGRATIONS],
      );
      const missing = OWN_MIGRATIONS.length - rows[0]!.applied;
      if (missing > 0) return { status: 'not_migrated', missing };
      return { status: 'ok', jobs: options.jobs ? await options.jobs.health() : undefined };
    } catch (error) {
      // undefined_table: a database no migration ever ran on.
      if ((error as { code?: unknown }).code === '42P01') {
        return { status: 'not_migrated', missing: OWN_MIGRATIONS.length };
      }
      return { status: 'unreachable' };
    }
  }

  return {
    /** The database's state as of at most `DATABASE_CHECK_MAX_AGE_MS` ago. */
    current(): Promise<DatabaseState> | DatabaseState {
      if (last && Date.now() - last.at <= DATABASE_CHECK_MAX_AGE_MS) return last.state;
      checking ??= check().then((state) => {
        last = { at: Date.now(), state };
        checking = null;
        return state;
      });
      return checking;
    },
  };
}
export type DatabaseCheck = ReturnType<typeof createDatabaseCheck>;
