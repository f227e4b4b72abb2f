import path from 'node:path';
import type { ServerConfig } from '../config';
import { ensureDemoUsers } from '../demo/demoAccounts';
import { isDatabaseEmpty } from '../demo/resetDemoData';
import { seedDemoData } from '../demo/seedDemoData';
import { migrate, migrationsDir } from './migrate';
import type { Database } from './openDatabase';
import { withStartupLock } from './startupLock';

/**
 * Brings a database up to date: applies pending migrations, then, when the demo is on, loads the
 * demo data into an empty database and creates the demo users when there are no users. Safe to
 * run on every start, and on several servers starting at once on one PostgreSQL.
 */
export function prepareDatabase(
  database: Database,
  config: ServerConfig,
  report: (line: string) => void,
): Promise<void> {
  return withStartupLock(database, () => prepareUnlocked(database, config, report));
}

async function prepareUnlocked(
  database: Database,
  config: ServerConfig,
  report: (line: string) => void,
): Promise<void> {
  await migrate(database.pool, migrationsDir(config.rootDir));
  if (!config.demo) return;
  if (await isDatabaseEmpty(database)) {
    report('Loading the demo data into the empty database (first start only)…');
    const summary = await seedDemoData(database, {
      dataDir: path.join(config.rootDir, 'packages', 'server', 'demo-data'),
      importDir: config.importDir,
      ...config.demoSpan,
    });
    report(
      `Demo data loaded: ${summary.locations} locations, ${summary.rows15min + summary.rowsDaily} readings.`,
    );
  }
  const users = await ensureDemoUsers(database, config.demoPassword);
  if (users > 0) report(`Demo users created: ${users} (see the README for their emails).`);
}
