import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseDriver } from '../openDatabase';
import { emptyPgliteDump } from './emptyPgliteDump';

export const DRIVERS: DatabaseDriver[] = ['pglite', 'postgres'];

/**
 * A fresh, empty database on the given driver: an in-memory PGlite, or a new database on the
 * throwaway PostgreSQL the test run started.
 */
export async function freshDatabase(driver: DatabaseDriver): Promise<Database> {
  if (driver === 'pglite') {
    const dump = process.env.HEADGATE_TEST_PGLITE_DUMP;
    return openDatabase({
      dataDir: 'memory://',
      ...(dump ? { initialDataDir: emptyPgliteDump(dump) } : {}),
    });
  }
  const serverUrl = process.env.HEADGATE_TEST_POSTGRES_URL;
  if (!serverUrl)
    throw new Error(
      'HEADGATE_TEST_POSTGRES_URL is not set: the test run did not start PostgreSQL.',
    );
  // Jest reuses workers across test files, so the name must be unique beyond this module.
  const name = `test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // Test files run in parallel workers; PostgreSQL refuses a CREATE DATABASE while another one
    // is copying the same template, so a busy template means "try again shortly".
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name}`);
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await admin.end();
  }
  return openDatabase({ databaseUrl: serverUrl.replace(/\/postgres$/, `/${name}`), dataDir: '' });
}
