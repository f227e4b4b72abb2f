import type { FastifyInstance, InjectOptions } from 'fastify';
import { usePrivatePostgres } from '../database/testing/privatePostgres';
import { DATABASE_CHECK_MAX_AGE_MS } from '../health/databaseCheck';
import { startTestApi } from './testing/apiFixture';

jest.setTimeout(60_000);

/** Public calls that each read the database: health, search, a graph and a graph's CSV. */
const CALLS: InjectOptions[] = [
  { method: 'GET', url: '/api/health' },
  { method: 'GET', url: '/api/public-map/search?q=henderson' },
  { method: 'POST', url: '/api/graph-flow-data15-min/1' },
  { method: 'GET', url: '/api/graph-flow-data15-min/1/csv' },
];

describe('the database stopping while the server runs, on PostgreSQL', () => {
  const postgres = usePrivatePostgres();
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await startTestApi(postgres.db));
  });
  afterAll(() => app?.close());

  /** Each call's status and how long its answer took. */
  const callAll = async () => {
    const answers = [];
    for (const call of CALLS) {
      const startedAt = performance.now();
      const response = await app.inject(call);
      answers.push({ url: call.url, response, ms: performance.now() - startedAt });
    }
    return answers;
  };

  it('answers 503 with a readable message within 5 s while it is down, and 200 once it is back, with no restart', async () => {
    expect((await callAll()).map(({ response }) => response.statusCode)).toEqual([
      200, 200, 200, 200,
    ]);
    // A connection held between queries (a transaction, a download's cursor) when it stops.
    const held = await postgres.db.pool.connect();
    await held.query('BEGIN');

    postgres.cluster.shutDown();
    // The lost connection is reported while no query runs on it: the process must live on.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(held.query('SELECT 1')).rejects.toThrow();
    held.release(true);
    // Health answers from a database check up to a second old.
    await new Promise((resolve) => setTimeout(resolve, DATABASE_CHECK_MAX_AGE_MS));
    for (const { url, response, ms } of await callAll()) {
      expect({ url, status: response.statusCode }).toEqual({ url, status: 503 });
      expect(response.headers['retry-after']).toBe('30');
      expect(response.json()).toEqual({
        error: 'database_unavailable',
        message: 'The database is not reachable just now. Try again in a minute.',
        requestId: expect.any(String),
      });
      expect(ms).toBeLessThan(5000);
    }

    postgres.cluster.startAgain();
    await new Promise((resolve) => setTimeout(resolve, DATABASE_CHECK_MAX_AGE_MS));
    expect((await callAll()).map(({ url, response }) => [url, response.statusCode])).toEqual(
      CALLS.map(({ url }) => [url, 200]),
    );
  });
});
