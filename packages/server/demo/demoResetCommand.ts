import { parseArgs } from 'node:util';
import { readConfigOrExit, type ServerConfig } from '../src/config';
import { migrate, migrationsDir } from '../src/core/database/migrate';
import { openDatabase, type Database } from '../src/core/database/openDatabase';
import { INSTALL_ROOT } from '../src/installRoot';
import { isDemoDatabase } from './demoMark';
import { resetDemoData } from './resetDemoData';
import { demoDataDir, type SeedOptions } from './seedDemoData';

/** The database a command works on, as an operator recognises it; never its password. */
export function describeDatabase(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>): string {
  if (!config.databaseUrl) return `the embedded PGlite in ${config.dataDir}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL at ${url.host}${url.pathname}`;
}

/**
 * Why `db-reset` may not empty this database, or null when it may: the demo seed loaded it (and
 * marked it so), or `yesDestroy` names it as `current_database()` does. Reads only, so a refusal
 * changes nothing, not even by migrating a database that is not up to date.
 */
export async function demoResetRefusal(
  db: Database,
  yesDestroy: string | undefined,
  where: string,
): Promise<string | null> {
  const { rows } = await db.pool.query<{ name: string }>('SELECT current_database() AS name');
  const { name } = rows[0]!;
  if (yesDestroy !== undefined) {
    return yesDestroy === name
      ? null
      : `Refused: --yes-destroy names "${yesDestroy}", but the database (${where}) is "${name}". Nothing was changed.`;
  }
  if (await isDemoDatabase(db)) return null;
  return (
    `Refused: the database "${name}" (${where}) was not loaded by the demo, so a reset would ` +
    `destroy its data. Nothing was changed. To empty it and load the demo anyway: ` +
    `headgate db-reset --yes-destroy ${name}`
  );
}

/**
 * `headgate db-reset [--yes-destroy DBNAME]` (`pnpm db:reset`): empties the configured database's
 * demo tables and loads the demo again, for a demo database or the one named. A shorter span of
 * readings (`options`) is for tests, as `demoSpan` is in the server's configuration.
 */
export async function runDemoResetCommand(
  args: string[],
  options: Pick<SeedOptions, 'days15min' | 'yearsDaily'> = {},
): Promise<number> {
  let yesDestroy: string | undefined;
  try {
    ({ 'yes-destroy': yesDestroy } = parseArgs({
      args,
      options: { 'yes-destroy': { type: 'string' } },
    }).values);
  } catch (error) {
    console.error(`headgate db-reset [--yes-destroy DBNAME]: ${(error as Error).message}`);
    return 2;
  }
  const config = readConfigOrExit(process.env, INSTALL_ROOT);
  let database: Database | undefined;
  try {
    database = await openDatabase(config);
    const refusal = await demoResetRefusal(database, yesDestroy, describeDatabase(config));
    if (refusal) {
      console.error(refusal);
      return 1;
    }
    await migrate(database.pool, migrationsDir(config.rootDir));
    const started = Date.now();
    const summary = await resetDemoData(database, {
      dataDir: demoDataDir(config.rootDir),
      importDir: config.importDir,
      ...options,
    });
    // stdout, not console.log: the lint rules keep console output to warnings and errors.
    process.stdout.write(
      `Demo data reset on ${database.driver} in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
        `${summary.locations} locations, ${summary.facilities} facilities, ` +
        `${summary.rows15min} 15-minute and ${summary.rowsDaily} daily readings, ` +
        `${summary.mapFeatures} map features in ${summary.mapLayers} layers (now = ${summary.now.toISOString()}).\n`,
    );
    return 0;
  } catch (error) {
    console.error(`Demo reset failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await database?.close();
  }
}
