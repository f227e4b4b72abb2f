import pg from 'pg';
import type { BackupManifest } from './backupManifest';

async function publicTables(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  return rows.map((row) => row.name);
}

/** The rows of every table of the public schema, by table name: what a restore must give back. */
export async function tableRowCounts(client: pg.ClientBase): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await publicTables(client)) {
    const { rows } = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM ${pg.escapeIdentifier(table)}`,
    );
    counts[table] = Number(rows[0]!.n);
  }
  return counts;
}

/**
 * Why the database is not one a restore may fill, or null when it may: a server has prepared it
 * (`schema_migrations` is there) or a table of the public schema holds rows.
 */
export async function whyNotEmpty(client: pg.ClientBase): Promise<string | null> {
  const tables = await publicTables(client);
  if (tables.includes('schema_migrations'))
    return 'a server has prepared it: schema_migrations is there';
  for (const table of tables) {
    const { rows } = await client.query<{ any: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM ${pg.escapeIdentifier(table)}) AS any`,
    );
    if (rows[0]!.any) return `table ${table} holds rows`;
  }
  return null;
}

/** The migrations `schema_migrations` records, oldest first; none before a server's first start. */
export async function appliedMigrations(
  client: pg.ClientBase,
): Promise<BackupManifest['migrations']> {
  const { rows } = await client.query<{ exists: boolean }>(
    "SELECT to_regclass('public.schema_migrations') IS NOT NULL AS exists",
  );
  if (!rows[0]!.exists) return [];
  // The column comes with this release's first start: a backup made before it has none.
  const { rows: migrations } = await client.query<{
    version: string;
    checksum: string | null;
    applied_at: Date;
  }>(
    `SELECT version, to_jsonb(m) ->> 'checksum' AS checksum, applied_at
       FROM schema_migrations m ORDER BY version`,
  );
  return migrations.map((row) => ({
    version: row.version,
    checksum: row.checksum,
    appliedAt: row.applied_at.toISOString(),
  }));
}
