import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { systemStatusEndpoints } from '@headgate/contracts';
import { registerEndpoint } from '../api/registerEndpoint';
import type { ReleaseStore } from '../releases/storedReleases';
import { importStatus } from './importStatus';
import { outboxStatus } from './outboxStatus';
import { remoteStatus } from './remoteStatus';
import { seenServers } from './seenServers';

/** `GET /api/system-status` (Administrator, Developer): the page System Status reads. */
export function systemStatusRoutes(
  app: FastifyInstance,
  options: { pool: pg.Pool; store: ReleaseStore },
) {
  const { pool, store } = options;
  registerEndpoint(
    app,
    systemStatusEndpoints.systemStatus,
    async () => {
      const [checked, seen, imports, outbox, remotes] = await Promise.all([
        pool.query<{ now: Date }>('SELECT now()'),
        seenServers(pool),
        importStatus(pool),
        outboxStatus(pool),
        remoteStatus(pool, store),
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
