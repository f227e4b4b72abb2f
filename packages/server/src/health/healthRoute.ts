import type { FastifyInstance } from 'fastify';
import { platformEndpoints } from '@headgate/contracts';
import { DependencyFailed } from '../api/refusals';
import { registerEndpoint } from '../api/registerEndpoint';
import type { Database } from '../database/openDatabase';
import type { ServerJobs } from '../jobs/serverJobs';

/** `GET /api/health`: up, which build, for how long, and on which database. */
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
        throw new DependencyFailed(503, 'database_unavailable', 'The database is not answering.');
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
