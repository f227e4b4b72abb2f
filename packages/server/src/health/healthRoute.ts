import type { FastifyInstance } from 'fastify';
import { platformEndpoints } from '@headgate/contracts';
import { DatabaseUnavailable } from '../api/refusals';
import { registerEndpoint } from '../api/registerEndpoint';
import type { Database } from '../database/openDatabase';
import type { ServerJobs } from '../jobs/serverJobs';

/**
 * `GET /api/health`: up, which build, for how long, and on which database; 503 saying the
 * database is down while it cannot be reached.
 */
export function healthRoute(
  app: FastifyInstance,
  options: { version: string; database: Database; jobs: ServerJobs | null },
) {
  const startedAt = Date.now();
  registerEndpoint(
    app,
    platformEndpoints.health,
    async () => {
      try {
        await options.database.pool.query('SELECT 1');
      } catch {
        // Whatever the database answered, the server is not healthy without it.
        throw new DatabaseUnavailable();
      }
      return {
        status: 'ok' as const,
        version: options.version,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        database: options.database.driver,
        ...(options.jobs ? { jobs: await options.jobs.health() } : {}),
      };
    },
    { refusals: [503] },
  );
}
