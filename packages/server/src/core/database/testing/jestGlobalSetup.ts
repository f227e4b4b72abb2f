import { writePgliteDumps } from './pgliteDumps';
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwawayPostgres';
import { createMigratedTemplate, MIGRATIONS } from './testDatabases';

declare global {
  var headgatePostgres: ThrowawayPostgres | undefined;
}

/**
 * Starts one PostgreSQL for the whole node test run, with a migrated template database, and
 * dumps an empty and a migrated PGlite cluster; their URL and files reach the tests by
 * environment.
 */
export default async function globalSetup(): Promise<void> {
  const [postgres, pgliteDumps] = await Promise.all([
    startThrowawayPostgres().then(async (server) => {
      await createMigratedTemplate(server.url).catch((error: unknown) => {
        server.stop();
        throw error;
      });
      return server;
    }),
    writePgliteDumps(MIGRATIONS),
  ]);
  globalThis.headgatePostgres = postgres;
  process.env.HEADGATE_TEST_POSTGRES_URL = postgres.url;
  process.env.HEADGATE_TEST_PGLITE_DUMP = pgliteDumps.empty;
  process.env.HEADGATE_TEST_PGLITE_MIGRATED_DUMP = pgliteDumps.migrated;
}
