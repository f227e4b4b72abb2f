import fs from 'node:fs';
import pg from 'pg';
import { readMigrations } from '../../core/database/migrate';
import { asSentence } from './sentences';
import { pipeDump, readBackupManifest } from './backupArchive';
import type { BackupManifest } from './backupManifest';
import { tableRowCounts, whyNotEmpty } from './databaseContents';
import { runTool, toolCommand, toolConnection, toolMajorVersion } from './postgresClientTools';

/** What `headgate restore` was asked for, with the server's configuration. */
export interface RestoreRequest {
  /** The empty PostgreSQL database to restore into. */
  databaseUrl: string;
  /** The backup file. */
  file: string;
  /** This release's migrations: a backup of a newer schema is refused. */
  migrationsDir: string;
  /** The environment the PostgreSQL tools run in (`POSTGRES_BIN` names their folder). */
  env: NodeJS.ProcessEnv;
}

/** A table's rows in the backup's manifest and in the restored database. */
export interface RestoredTable {
  table: string;
  backedUp: number;
  restored: number;
}

/** Refuses a backup whose schema this release does not know: its servers could not run on it. */
function checkSchema(manifest: BackupManifest, migrationsDir: string): void {
  const versions = readMigrations(migrationsDir).map((migration) => migration.version);
  if (manifest.lastMigration === null || versions.includes(manifest.lastMigration)) return;
  throw new Error(
    `The backup's schema is newer than this release: its last migration ${manifest.lastMigration} is not among this release's (the newest is ${versions.at(-1)}). Restore it with Headgate ${manifest.productVersion} or newer.`,
  );
}

/**
 * Restores the backup `request.file` into an empty database, all of it or nothing (one
 * transaction), and answers the manifest with each table's rows, backed up and restored. Refuses,
 * changing nothing, a database that is not empty, a backup of a newer schema than this release's,
 * and a pg_restore older than the pg_dump that made it.
 */
export async function restoreBackup(
  request: RestoreRequest,
): Promise<{ manifest: BackupManifest; tables: RestoredTable[] }> {
  const client = new pg.Client({
    connectionString: request.databaseUrl,
    application_name: 'headgate-restore',
  });
  let manifest: BackupManifest;
  try {
    if (!fs.statSync(request.file, { throwIfNoEntry: false })?.isFile())
      throw new Error(`There is no file ${request.file}.`);
    manifest = await readBackupManifest(request.file);
    checkSchema(manifest, request.migrationsDir);
    const pgRestore = toolCommand('pg_restore', request.env);
    const pgRestoreMajor = await toolMajorVersion(pgRestore);
    if (pgRestoreMajor < manifest.database.pgDumpMajor)
      throw new Error(
        `pg_restore ${pgRestoreMajor} (${pgRestore.command}) is older than the pg_dump ${manifest.database.pgDumpMajor} that made the backup, and cannot read it: install the client programs of PostgreSQL ${manifest.database.pgDumpMajor} or newer and set POSTGRES_BIN to their folder.`,
      );
    await client.connect();
    const notEmpty = await whyNotEmpty(client);
    if (notEmpty) {
      const { rows } = await client.query<{ name: string }>('SELECT current_database() AS name');
      throw new Error(
        `The database ${rows[0]!.name} is not empty (${notEmpty}): a backup is restored into an empty database only. Create one (createdb -O <owner> <name>), point DATABASE_URL at it and restore again.`,
      );
    }
    const connection = toolConnection(request.databaseUrl, request.env);
    await runTool(
      pgRestore,
      ['--no-owner', '--exit-on-error', '--single-transaction', `--dbname=${connection.dbname}`],
      connection.env,
      (stdin, stop) => pipeDump(request.file, stdin, stop),
    );
  } catch (error) {
    await client.end().catch(() => undefined);
    // pg_restore runs in one transaction: a failure there also leaves the database as it was.
    throw new Error(`${asSentence((error as Error).message)} Nothing was restored.`);
  }
  try {
    const restored = await tableRowCounts(client);
    const tables = [...new Set([...Object.keys(manifest.rowCounts), ...Object.keys(restored)])]
      .sort()
      .map((table) => ({
        table,
        backedUp: manifest.rowCounts[table] ?? 0,
        restored: restored[table] ?? 0,
      }));
    return { manifest, tables };
  } finally {
    await client.end();
  }
}
