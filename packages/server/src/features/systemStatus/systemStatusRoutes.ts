import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { systemStatusEndpoints, type RemoteStatus } from '@headgate/contracts';
import { registerEndpoint } from '../../core/api/registerEndpoint';
import { importStatus } from './importStatus';
import { outboxStatus } from './outboxStatus';
import { seenServers } from './seenServers';

/**
 * `GET /api/system-status` (Administrator, Developer): the page System Status reads. The
 * remotes' rows come from the release feature, which owns them, as `remotes`.
 */
export function systemStatusRoutes(
  app: FastifyInstance,
  options: { pool: pg.Pool; remotes: () => Promise<RemoteStatus[]> },
) {
  const { pool, remotes: remoteStatus } = options;
  registerEndpoint(
    app,
    systemStatusEndpoints.systemStatus,
    async () => {
      const [checked, seen, imports, outbox, remotes] = await Promise.all([
        pool.query<{ now: Date }>('SELECT now()'),
        seenServers(pool),
        importStatus(pool),
        outboxStatus(pool),
        remoteStatus(),
      ]);
      return {
        checkedAt: checked.rows[0]!.now.toISOString(),
        servers: seen.servers,
        imports,
        outbox,
        alertEngine: seen.alertEngine,
        remotes,
      };
    },
    { refusals: [401, 403] },
  );
}
