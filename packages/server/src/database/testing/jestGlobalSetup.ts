import { startThrowawayPostgres, type ThrowawayPostgres } from './throwawayPostgres';

declare global {
  var headgatePostgres: ThrowawayPostgres | undefined;
}

/** Starts one PostgreSQL for the whole node test run; its URL reaches the tests by environment. */
export default async function globalSetup(): Promise<void> {
  globalThis.headgatePostgres = await startThrowawayPostgres();
  process.env.HEADGATE_TEST_POSTGRES_URL = globalThis.headgatePostgres.url;
}
