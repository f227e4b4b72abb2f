import path from 'node:path';
import { readConfigOrExit } from '../config';
import { migrate, migrationsDir } from '../database/migrate';
import { openDatabase } from '../database/openDatabase';
import { resetDemoData } from './resetDemoData';

// `pnpm db:reset`: empties the configured database's demo tables and seeds the demo again.
const rootDir = path.resolve(import.meta.dirname, '../../../..');
const dataDir = path.resolve(import.meta.dirname, '../../demo-data');

const config = readConfigOrExit(process.env, rootDir);
const database = await openDatabase(config);
try {
  await migrate(database.pool, migrationsDir(rootDir));
  const started = Date.now();
  const summary = await resetDemoData(database, { dataDir, importDir: config.importDir });
  // stdout, not console.log: the lint rules keep console output to warnings and errors.
  process.stdout.write(
    `Demo data reset on ${database.driver} in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `${summary.locations} locations, ${summary.facilities} facilities, ` +
      `${summary.rows15min} 15-minute and ${summary.rowsDaily} daily readings, ` +
      `${summary.mapFeatures} map features in ${summary.mapLayers} layers (now = ${summary.now.toISOString()}).\n`,
  );
} catch (error) {
  console.error(`Demo reset failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
