import type pg from 'pg';
import {
  DATABASE_SETTING,
  readDatabaseSetting,
  writeDatabaseSetting,
} from '../src/core/database/databaseSettings';
import type { Database } from '../src/core/database/openDatabase';

/** Marks the database as one the demo seed loaded (at the demo's "now"), in the load's transaction. */
export function markDemoDatabase(client: pg.ClientBase, now: Date): Promise<void> {
  return writeDatabaseSetting(client, DATABASE_SETTING.demo, now.toISOString());
}

/**
 * Whether the demo seed loaded this database. Reads only, and answers no for a database not
 * migrated that far, so a command may ask before it migrates anything.
 */
export async function isDemoDatabase(db: Database): Promise<boolean> {
  const { rows } = await db.pool.query<{ settings: boolean }>(
    `SELECT to_regclass('database_settings') IS NOT NULL AS settings`,
  );
  return rows[0]!.settings && (await readDatabaseSetting(db.pool, DATABASE_SETTING.demo)) !== null;
}
