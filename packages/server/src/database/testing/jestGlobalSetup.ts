import { writeEmptyPgliteDump } from './emptyPgliteDump';
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwawayPostgres';

declare global {
  var headgatePostgres: ThrowawayPostgres | undefined;
}

/**
 * Starts one PostgreSQL for the whole node test run and dumps one empty PGlite cluster; their
 * URL and file reach the tests by environment.
 */
export default async function globalSetup(): Promise<void> {
  const [postgres, pgliteDump] = await Promise.all([
    startThrowawayPostgres(),
    writeEmptyPgliteDump(),
  ]);
  globalThis.headgatePostgres = postgres;
  process.env.HEADGATE_TEST_POSTGRES_URL = postgres.url;
  process.env.HEADGATE_TEST_PGLITE_DUMP = pgliteDump;
}
