import type { FastifyInstance } from 'fastify';
import { platformEndpoints } from '@headgate/contracts';
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
    async (_request, reply) => {
      try {
        await options.database.pool.query('SELECT 1');
      } catch {
        return reply
          .code(503)
          .send({ error: 'database_unavailable', message: 'The database is not answering.' });
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
