import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { loadProviderSecrets } from '@headgate/identity';
import { migrate } from '../migrate';
import { openDatabase, type Database, type DatabaseDriver } from '../openDatabase';
import { pgliteDump } from './pgliteDumps';

export const DRIVERS: DatabaseDriver[] = ['pglite', 'postgres'];

/** The server's migrations, which the run's migrated dump and template hold already. */
export const MIGRATIONS = path.join(__dirname, '../migrations');

/** The database on the run's PostgreSQL that every migrated test database is copied from. */
const MIGRATED_TEMPLATE = 'headgate_migrated';

function testPostgresUrl(): string {
  const serverUrl = process.env.HEADGATE_TEST_POSTGRES_URL;
  if (!serverUrl)
    throw new Error(
      'HEADGATE_TEST_POSTGRES_URL is not set: the test run did not start PostgreSQL.',
    );
  return serverUrl;
}

function databaseUrl(serverUrl: string, name: string): string {
  return serverUrl.replace(/\/postgres$/, `/${name}`);
}

/** Creates the run's migrated template database (see {@link migratedDatabase}). */
export async function createMigratedTemplate(serverUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${MIGRATED_TEMPLATE}`).finally(() => admin.end());
  const pool = new pg.Pool({ connectionString: databaseUrl(serverUrl, MIGRATED_TEMPLATE), max: 1 });
  try {
    await migrate(pool, MIGRATIONS);
    await loadProviderSecrets(pool);
  } finally {
    await pool.end();
  }
}

/** A new database on the run's PostgreSQL, a copy of `template`. */
async function copiedPostgresDatabase(template: string): Promise<Database> {
  const serverUrl = testPostgresUrl();
  // Jest reuses workers across test files, so the name must be unique beyond this module.
  const name = `test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // Test files run in parallel workers; PostgreSQL refuses a CREATE DATABASE while another one
    // is copying the same template, so a busy template means "try again shortly".
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await admin.end();
  }
  return openDatabase({ databaseUrl: databaseUrl(serverUrl, name), dataDir: '' });
}

/** An in-memory PGlite started from the run's dump named by `variable`, or a new cluster. */
function pgliteFromDump(variable: string): Promise<Database> {
  const dump = process.env[variable];
  return openDatabase({
    dataDir: 'memory://',
    ...(dump ? { initialDataDir: pgliteDump(dump) } : {}),
  });
}

/**
 * A fresh, empty database on the given driver: an in-memory PGlite, or a new database on the
 * throwaway PostgreSQL the test run started.
 */
export function freshDatabase(driver: DatabaseDriver): Promise<Database> {
  return driver === 'pglite'
    ? pgliteFromDump('HEADGATE_TEST_PGLITE_DUMP')
    : copiedPostgresDatabase('template1');
}

/**
 * A fresh database as a server's first start leaves it, migrated and with the sign-in provider's
 * keys made: copied from the run's dump or template, which is quicker than migrating each one
 * and generating an RSA key for each (the tests of those steps start from `freshDatabase`).
 * Migrations newer than the copy (none in a normal run) are applied.
 */
export async function migratedDatabase(driver: DatabaseDriver): Promise<Database> {
  const db =
    driver === 'pglite'
      ? await pgliteFromDump('HEADGATE_TEST_PGLITE_MIGRATED_DUMP')
      : await copiedPostgresDatabase(MIGRATED_TEMPLATE);
  await migrate(db.pool, MIGRATIONS);
  return db;
}
