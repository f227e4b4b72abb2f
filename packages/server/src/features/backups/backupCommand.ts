import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readConfigOrExit } from '../../config';
import { INSTALL_ROOT } from '../../installRoot';
import { asSentence, firstSentence } from './sentences';
import { writeBackup } from './writeBackup';

const USAGE = 'Usage: headgate backup FILE [--force]';

/** The version of the server package: what the backup's manifest names as its maker. */
function productVersion(): string {
  const file = path.join(INSTALL_ROOT, 'packages', 'server', 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

function megabytes(bytes: number): string {
  return `${(bytes / 1e6).toFixed(1)} MB`;
}

/**
 * `headgate backup FILE [--force]`: writes the configured PostgreSQL database to one file (see
 * {@link writeBackup}) and says what else to keep. Refuses the embedded database, which is
 * backed up by copying its folder while no server runs.
 */
export async function runBackupCommand(args: string[]): Promise<number> {
  let file: string;
  let force: boolean;
  try {
    const { values, positionals } = parseArgs({
      args,
      options: { force: { type: 'boolean', default: false } },
      allowPositionals: true,
    });
    if (positionals.length !== 1) throw new Error('Name one backup file.');
    [file] = positionals as [string];
    force = values.force;
  } catch (error) {
    console.error(`headgate backup: ${firstSentence((error as Error).message)} ${USAGE}`);
    return 2;
  }
  const config = readConfigOrExit(process.env, INSTALL_ROOT);
  if (!config.databaseUrl) {
    console.error(
      `headgate backup works on PostgreSQL (DATABASE_URL), and this server uses the embedded database: stop the server and copy its folder HEADGATE_DATA_DIR (${config.dataDir}) instead.`,
    );
    return 1;
  }
  const started = Date.now();
  try {
    const manifest = await writeBackup({
      databaseUrl: config.databaseUrl,
      importDir: config.importDir,
      file,
      force,
      productVersion: productVersion(),
      env: process.env,
    });
    const target = path.resolve(file);
    const counts = Object.values(manifest.rowCounts);
    const shareFiles = manifest.importShare.files;
    process.stdout.write(
      [
        `Backup written to ${target} (${megabytes(fs.statSync(target).size)}) in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
          `database ${manifest.database.name} (PostgreSQL ${manifest.database.serverVersion}), ` +
          `${counts.length} tables, ${counts.reduce((sum, n) => sum + n, 0).toLocaleString('en-US')} rows, ` +
          `last migration ${manifest.lastMigration ?? 'none'}.`,
        `It holds the database only. The import share's ${shareFiles.length} files (HEADGATE_IMPORT_DIR, ${config.importDir}) ` +
          'are listed in it, not copied: back the share up on its own, and keep the environment file and the TLS keys and certificates.',
        "Keep it secret and encrypted at rest: it holds the embedded sign-in provider's signing keys and every user's password hash.",
        '',
      ].join('\n'),
    );
    return 0;
  } catch (error) {
    console.error(
      `headgate backup: ${asSentence((error as Error).message)} Nothing was written to ${file}.`,
    );
    return 1;
  }
}
