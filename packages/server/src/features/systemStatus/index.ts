import type { FastifyInstance } from 'fastify';
import type { RemoteStatus } from '@headgate/contracts';
import type { ServerConfig } from '../../config';
import type { Database } from '../../core/database/openDatabase';
import type { DatabaseCheck } from '../../core/health/databaseCheck';
import type { ServerLifecycle } from '../../core/lifecycle/serverLifecycle';
import { SERVER_VERSION } from '../../core/serverVersion';
import { createServerHeartbeat } from './serverHeartbeat';
import { serverState } from './serverReadiness';
import { systemStatusRoutes } from './systemStatusRoutes';

/**
 * System Status: the page's call, and this server's row in it, recorded from its start until it
 * closes. The remotes' rows come from the release feature (`remoteStatus`).
 */
export function register(
  app: FastifyInstance,
  deps: {
    config: ServerConfig;
    database: Database;
    lifecycle: ServerLifecycle;
    databaseCheck: DatabaseCheck;
    releaseSite: { remoteStatus: () => Promise<RemoteStatus[]> };
  },
): void {
  const { config, database, lifecycle, databaseCheck, releaseSite } = deps;
  systemStatusRoutes(app, { pool: database.pool, remotes: releaseSite.remoteStatus });
  const heartbeat = createServerHeartbeat({
    pool: database.pool,
    version: SERVER_VERSION,
    jobs: config.jobs,
    state: () => serverState({ lifecycle, check: databaseCheck }),
    log: app.log,
  });
  app.addHook('onReady', async () => void heartbeat.start());
  app.addHook('onClose', async () => heartbeat.stop());
}
