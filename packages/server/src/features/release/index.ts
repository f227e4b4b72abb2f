import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config';
import type { Database } from '../../core/database/openDatabase';
import type { LimiterFactory } from '@headgate/identity';
import type { ServerCounters } from '../../core/metrics/serverCounters';
import { createCanaryRollback } from './clientEvents/canaryRollback';
import { clientEventKeys } from './clientEvents/clientEventKeys';
import { clientEventsRoutes } from './clientEvents/clientEventsRoutes';
import { discoveryRoute } from './frontend/discoveryRoute';
import { remoteAssetsRoute } from './frontend/remoteAssetsRoute';
import { shellRoutes } from './frontend/shellRoutes';
import { releaseRoutes } from './releases/releaseRoutes';
import { remoteOriginPolicy, type RemoteOriginPolicy } from './releases/remoteOriginPolicy';
import { createReleaseStore, type ReleaseStore } from './releases/storedReleases';
import { remoteOrigins } from './remoteOrigins';
import { remoteStatus } from './remoteStatus';

export { auditRefusedPipelineCalls } from './releases/releaseClients/refusedPipelineCalls';

/** The stored releases as the rest of the server reads them, made before any route. */
export interface ReleaseSite {
  store: ReleaseStore;
  /** The origins a release may load a remote from (REMOTE_ORIGINS). */
  origins: RemoteOriginPolicy;
  /** The other hosts the stored entries load remotes from, for the Content-Security-Policy. */
  remoteHosts: () => string[];
  /** Each remote's versions and their loads, for System Status. */
  remoteStatus: ReturnType<typeof remoteStatusOf>;
}

function remoteStatusOf(database: Database, store: ReleaseStore) {
  return () => remoteStatus(database.pool, store);
}

/**
 * Opens the release store and keeps its copy current for the pages: a page's
 * Content-Security-Policy names the stored remotes' hosts, so the copy is brought up to date
 * before the headers are computed (at most one read a second).
 */
export function openReleaseSite(
  app: FastifyInstance,
  deps: { config: ServerConfig; database: Database },
): ReleaseSite {
  const { config, database } = deps;
  const store = createReleaseStore(database.pool, config, app.log);
  const origins = remoteOriginPolicy(config.publicUrl, config.remoteOrigins);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') && store.stale()) {
      await store.current().catch((error: unknown) => {
        request.log.error({ err: error }, 'Release store unreadable for the page headers.');
      });
    }
  });
  const remoteHosts = remoteOrigins({
    entries: () => store.lastRead()?.remotes ?? null,
    policy: origins,
    log: app.log,
  });
  return { store, origins, remoteHosts, remoteStatus: remoteStatusOf(database, store) };
}

/**
 * Releasing the remotes and serving them: the release API, the discovery document, the remotes'
 * client events (and the canary rollback they drive), each remote's files and the shell. Last,
 * since the shell answers every page no other route does.
 */
export async function register(
  app: FastifyInstance,
  deps: {
    config: ServerConfig;
    database: Database;
    limiters: LimiterFactory;
    counters: ServerCounters;
    releaseSite: ReleaseSite;
  },
): Promise<void> {
  const { config, database, limiters, counters, releaseSite } = deps;
  const eventKeys = clientEventKeys(database.pool);
  clientEventsRoutes(app, {
    pool: database.pool,
    limiters,
    keys: eventKeys,
    remoteEvents: counters.remoteEvents,
  });
  releaseRoutes(app, {
    pool: database.pool,
    store: releaseSite.store,
    origins: releaseSite.origins,
    ...config,
  });
  discoveryRoute(app, {
    store: releaseSite.store,
    served: createCanaryRollback(database.pool, app.log),
    keys: eventKeys,
  });
  remoteAssetsRoute(app, config);
  await shellRoutes(app, config);
}
