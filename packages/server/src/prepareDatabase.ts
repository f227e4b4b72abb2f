import { refuseDemoPasswords } from './features/usersManagement/administrators/demoPasswords';
import type { ServerConfig } from './config';
import { ensureDemoUsers } from '../demo/demoAccounts';
import { isDemoDatabase } from '../demo/demoMark';
import { isDatabaseEmpty } from '../demo/resetDemoData';
import { demoDataDir, seedDemoData } from '../demo/seedDemoData';
import { migrate, migrationsDir } from './core/database/migrate';
import type { Database } from './core/database/openDatabase';
import { withStartupLock } from './core/database/startupLock';

/**
 * Brings a database up to date: applies pending migrations, then, when the demo is on, loads the
 * demo data into an empty database and, in a database the demo loaded, creates the demo users
 * when there are no users. A district's data never meets the demo's. Last, on
 * an https `PUBLIC_URL`, refuses (throws) while an account has a demo password. Safe to run on
 * every start, and on several servers starting at once on one PostgreSQL.
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
  if (config.demo) await loadDemo(database, config, report);
  await refuseDemoPasswords(database, config);
}

async function loadDemo(
  database: Database,
  config: ServerConfig,
  report: (line: string) => void,
): Promise<void> {
  if (await isDatabaseEmpty(database)) {
    report('Loading the demo data into the empty database (first start only)…');
    const summary = await seedDemoData(database, {
      dataDir: demoDataDir(config.rootDir),
      importDir: config.importDir,
      ...config.demoSpan,
    });
    report(
      `Demo data loaded: ${summary.locations} locations, ${summary.rows15min + summary.rowsDaily} readings.`,
    );
  }
  if (!(await isDemoDatabase(database))) return;
  const users = await ensureDemoUsers(database, config.demoPassword);
  if (users > 0)
    report(`Demo users created: ${users} (see docs/operating/demo-data.md for their emails).`);
}
