import { openDatabase, type Database } from '../openDatabase';
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwawayPostgres';

/**
 * A PostgreSQL cluster of the enclosing describe block's own and its `postgres` database, for
 * tests that stop and start the server (the one the test run shares must stay up): started
 * before the block's tests, removed after them.
 */
export function usePrivatePostgres(): { cluster: ThrowawayPostgres; db: Database } {
  const postgres = {} as { cluster: ThrowawayPostgres; db: Database };
  beforeAll(async () => {
    postgres.cluster = await startThrowawayPostgres();
    postgres.db = await openDatabase({ databaseUrl: postgres.cluster.url, dataDir: '' });
  });
  afterAll(async () => {
    await postgres.db?.close();
    postgres.cluster?.stop();
  });
  return postgres;
}
