import { parseArgs } from 'node:util';
import { readConfigOrExit } from '../../config';
import { migrationsDir } from '../../core/database/migrate';
import { INSTALL_ROOT } from '../../installRoot';
import type { ImportShareFile } from './backupManifest';
import { missingImportFiles } from './importShareFiles';
import { restoreBackup, type RestoredTable } from './restoreBackup';
import { firstSentence } from './sentences';

const USAGE = 'Usage: headgate restore FILE';

/** The import share's missing files named one by one; the manifest lists them all. */
const MISSING_FILES_SHOWN = 20;

function rowCountLines(tables: readonly RestoredTable[]): string[] {
  const width = Math.max(...tables.map(({ table }) => table.length));
  return tables.map(({ table, backedUp, restored }) =>
    backedUp === restored
      ? `  ${table.padEnd(width)}  ${restored.toLocaleString('en-US')}`
      : `  ${table.padEnd(width)}  ${restored.toLocaleString('en-US')}, the backup had ${backedUp.toLocaleString('en-US')}  <- differs`,
  );
}

function importShareLines(folder: string, listed: number, missing: ImportShareFile[]): string[] {
  if (missing.length === 0)
    return [
      `- the import share: HEADGATE_IMPORT_DIR (${folder}) holds all ${listed} files the backup lists.`,
    ];
  const shown = missing.slice(0, MISSING_FILES_SHOWN);
  return [
    `- the import share: HEADGATE_IMPORT_DIR (${folder}) lacks ${missing.length} of the ${listed} files the backup lists (manifest.json in the backup names them all, with sizes and times); copy them back from the share's own backup:`,
    ...shown.map((file) => `    ${file.path} (${file.size} bytes, ${file.modifiedAt})`),
    ...(missing.length > shown.length ? [`    … and ${missing.length - shown.length} more`] : []),
  ];
}

/**
 * `headgate restore FILE`: restores a backup of `headgate backup` into the configured database,
 * which must be empty, reports each table's rows against the backup's, and says what is left to
 * restore by hand and which secrets came back with the database. Exits 1 when a count differs.
 */
export async function runRestoreCommand(args: string[]): Promise<number> {
  let file: string;
  try {
    const { positionals } = parseArgs({ args, options: {}, allowPositionals: true });
    if (positionals.length !== 1) throw new Error('Name one backup file.');
    [file] = positionals as [string];
  } catch (error) {
    console.error(`headgate restore: ${firstSentence((error as Error).message)} ${USAGE}`);
    return 2;
  }
  const config = readConfigOrExit(process.env, INSTALL_ROOT);
  if (!config.databaseUrl) {
    console.error(
      `headgate restore works on PostgreSQL (DATABASE_URL), and this server uses the embedded database: stop the server and put a copy of its folder back as HEADGATE_DATA_DIR (${config.dataDir}) instead.`,
    );
    return 1;
  }
  const started = Date.now();
  try {
    const { manifest, tables } = await restoreBackup({
      databaseUrl: config.databaseUrl,
      file,
      migrationsDir: migrationsDir(INSTALL_ROOT),
      env: process.env,
    });
    const differing = tables.filter((table) => table.backedUp !== table.restored);
    const shareFiles = manifest.importShare.files;
    const missing = await missingImportFiles(config.importDir, shareFiles);
    process.stdout.write(
      [
        `Restored ${file} (database ${manifest.database.name} as of ${manifest.createdAt}, Headgate ${manifest.productVersion}, last migration ${manifest.lastMigration ?? 'none'}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
        differing.length === 0
          ? `Rows per table, as in the backup (all ${tables.length} tables match):`
          : `Rows per table: ${differing.length} of ${tables.length} tables differ from the backup:`,
        ...rowCountLines(tables),
        'Still to restore by hand, from their own backups:',
        ...importShareLines(config.importDir, shareFiles.length, missing),
        '- on a new host: the environment file, and the TLS keys and certificates.',
        "The database brought back its secrets: the embedded sign-in provider's signing and cookie keys and every user's password hash, as they were at the backup.",
        "Start the servers on it: a release newer than the backup's applies its migrations at the first start.",
        '',
      ].join('\n'),
    );
    return differing.length === 0 ? 0 : 1;
  } catch (error) {
    console.error(`headgate restore: ${(error as Error).message}`);
    return 1;
  }
}
