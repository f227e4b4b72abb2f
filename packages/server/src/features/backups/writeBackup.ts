import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { DUMP_ENTRY, MANIFEST_ENTRY, packBackup } from './backupArchive';
import { BACKUP_FORMAT, type BackupManifest } from './backupManifest';
import { appliedMigrations, tableRowCounts } from './databaseContents';
import { importShareFiles } from './importShareFiles';
import { runTool, toolCommand, toolConnection, toolMajorVersion } from './postgresClientTools';

/** What `headgate backup` was asked for, with the server's configuration. */
export interface BackupRequest {
  /** The PostgreSQL database to back up. */
  databaseUrl: string;
  /** The import share, whose files the manifest lists. */
  importDir: string;
  /** The backup file to write. */
  file: string;
  /** Replace `file` when it exists. */
  force: boolean;
  /** The version of the server package making the backup. */
  productVersion: string;
  /** The environment the PostgreSQL tools run in (`POSTGRES_BIN` names their folder). */
  env: NodeJS.ProcessEnv;
}

/** Refuses a target the backup must not overwrite, or cannot be written beside. */
function checkTarget(target: string, force: boolean): void {
  if (fs.existsSync(target) && !force)
    throw new Error(`${target} exists already: name another file, or add --force to replace it.`);
  const folder = path.dirname(target);
  if (!fs.statSync(folder, { throwIfNoEntry: false })?.isDirectory())
    throw new Error(`The folder ${folder} does not exist: create it first.`);
}

/**
 * Writes a backup of the database to `request.file`: a tar archive of `manifest.json` (what the
 * dump holds: version, migrations, row counts, the import share's file list) and a pg_dump custom
 * format dump. The file appears whole or not at all: everything is written beside it under a
 * hidden name and renamed into place at the end. Answers the manifest written.
 */
export async function writeBackup(request: BackupRequest): Promise<BackupManifest> {
  const target = path.resolve(request.file);
  checkTarget(target, request.force);
  const pgDump = toolCommand('pg_dump', request.env);
  const pgDumpMajor = await toolMajorVersion(pgDump);
  const client = new pg.Client({
    connectionString: request.databaseUrl,
    application_name: 'headgate-backup',
  });
  await client.connect();
  // Beside the target: the finished file is renamed into place, on the same file system.
  const staging = fs.mkdtempSync(path.join(path.dirname(target), `.${path.basename(target)}.`));
  try {
    const { rows } = await client.query<{ name: string; version: string; major: number }>(
      `SELECT current_database() AS name, current_setting('server_version') AS version,
              current_setting('server_version_num')::int / 10000 AS major`,
    );
    const server = rows[0]!;
    if (pgDumpMajor < server.major)
      throw new Error(
        `pg_dump ${pgDumpMajor} (${pgDump.command}) is older than the database server, PostgreSQL ${server.version}, and cannot dump it: install the client programs of PostgreSQL ${server.major} (Debian: postgresql-client-${server.major}) and set POSTGRES_BIN to their folder (e.g. /usr/lib/postgresql/${server.major}/bin).`,
      );
    // One snapshot for the manifest's counts and for the dump, however busy the servers are.
    // Unbounded in time, as pg_dump is: a large database takes long to count and to dump.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await client.query(
      `SELECT set_config('statement_timeout', '0', true),
              set_config('idle_in_transaction_session_timeout', '0', true)`,
    );
    const snapshot = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id'))
      .rows[0]!.id;
    const migrations = await appliedMigrations(client);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      productVersion: request.productVersion,
      createdAt: new Date().toISOString(),
      database: { name: server.name, serverVersion: server.version, pgDumpMajor },
      lastMigration: migrations.at(-1)?.version ?? null,
      migrations,
      rowCounts: await tableRowCounts(client),
      importShare: {
        folder: request.importDir,
        files: await importShareFiles(request.importDir),
      },
    };
    const connection = toolConnection(request.databaseUrl, request.env);
    await runTool(
      pgDump,
      [
        '--format=custom',
        `--snapshot=${snapshot}`,
        `--file=${path.join(staging, DUMP_ENTRY)}`,
        `--dbname=${connection.dbname}`,
      ],
      connection.env,
    );
    await client.query('COMMIT');
    fs.writeFileSync(path.join(staging, MANIFEST_ENTRY), `${JSON.stringify(manifest, null, 2)}\n`);
    const packed = path.join(staging, 'backup.tar');
    await packBackup(staging, packed);
    fs.renameSync(packed, target);
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    await client.end();
  }
}
