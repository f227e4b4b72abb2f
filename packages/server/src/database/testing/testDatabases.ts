import pg from 'pg';
import { openDatabase, type Database, type DatabaseDriver } from '../openDatabase';

export const DRIVERS: DatabaseDriver[] = ['pglite', 'postgres'];

let counter = 0;

/**
 * A fresh, empty database on the given driver: an in-memory PGlite, or a new database on the
 * throwaway PostgreSQL the test run started.
 */
export async function freshDatabase(driver: DatabaseDriver): Promise<Database> {
  if (driver === 'pglite') return openDatabase({ dataDir: 'memory://' });
  const serverUrl = process.env.HEADGATE_TEST_POSTGRES_URL;
  if (!serverUrl)
    throw new Error(
      'HEADGATE_TEST_POSTGRES_URL is not set: the test run did not start PostgreSQL.',
    );
  const name = `test_${process.pid}_${counter++}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return openDatabase({ databaseUrl: serverUrl.replace(/\/postgres$/, `/${name}`), dataDir: '' });
}
