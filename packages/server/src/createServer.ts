import Fastify, { type FastifyInstance, type FastifyServerFactory } from 'fastify';
import type { ServerConfig } from './config';
import { fastifyTrustProxy } from './config/trustProxy';
import { answerError } from './api/answerError';
import { followRequests, requestLogging } from './requestLogs/requestLogging';
import { registerApi } from './api/registerApi';
import { createAccessTokenVerifier } from './auth/accessTokenVerifier';
import { basemapRoutes } from './basemap/basemapRoutes';
import { inTransaction } from './database/inTransaction';
import type { Database } from './database/openDatabase';
import { compression } from './delivery/compression';
import { createDownloadSlots } from './delivery/downloadSlots';
import { remoteOrigins } from './delivery/remoteOrigins';
import { securityHeaders } from './delivery/securityHeaders';
import { facilityDisplayRoutes } from './facilityDisplay/facilityDisplayRoutes';
import { drillDownRoutes } from './facilityPages/drillDownRoutes';
import { facilityPagesRoutes } from './facilityPages/facilityPagesRoutes';
import { createCanaryRollback } from './clientEvents/canaryRollback';
import { clientEventKeys } from './clientEvents/clientEventKeys';
import { clientEventsRoutes } from './clientEvents/clientEventsRoutes';
import { discoveryRoute } from './frontend/discoveryRoute';
import { remoteAssetsRoute } from './frontend/remoteAssetsRoute';
import { shellRoutes } from './frontend/shellRoutes';
import { auditRefusedPipelineCalls } from './releases/releaseClients/refusedPipelineCalls';
import { releaseRoutes } from './releases/releaseRoutes';
import { remoteOriginPolicy } from './releases/remoteOriginPolicy';
import { createReleaseStore } from './releases/storedReleases';
import { createServerHeartbeat } from './servers/serverHeartbeat';
import { serverState } from './servers/serverReadiness';
import { systemStatusRoutes } from './servers/systemStatusRoutes';
import { systemManagementRoutes } from './systemManagement/systemManagementRoutes';
import { jobsRoutes } from './jobs/jobsRoutes';
import { sharedLimiters } from './limits/sharedLimiters';
import { createServerJobs } from './jobs/serverJobs';
import { graphCsvRoutes } from './graphs/graphCsvRoutes';
import { graphRoutes } from './graphs/graphRoutes';
import { createUserDirectory } from '@headgate/identity';
import { createDatabaseCheck } from './health/databaseCheck';
import { healthRoutes } from './health/healthRoutes';
import { defaultPressureLimits, refuseUnderPressure } from './health/pressureLimits';
import { createServerLifecycle, type ServerLifecycle } from './lifecycle/serverLifecycle';
import { mapSymbolRoute } from './mapSymbols/mapSymbolRoute';
import { measureServer } from './metrics/metricsRoute';
import { countingRefusals } from './metrics/serverCounters';
import { authSettingsRoute } from './signIn/authSettingsRoute';
import { startEmbeddedIdentity } from './signIn/embeddedIdentity';
import { ogcRoutes } from './ogc/ogcRoutes';
import { placesRoutes } from './places/placesRoutes';
import { landingDashboardRoutes } from './landingDashboard/landingDashboardRoutes';
import { publicMapRoutes } from './publicMap/publicMapRoutes';
import { queryAndDownloadRoutes } from './queryAndDownload/queryAndDownloadRoutes';
import { reportTablesRoutes } from './reportTables/reportTablesRoutes';
import { mobileTrackerRoutes } from './mobileTracker/mobileTrackerRoutes';
import { riverPhotoRoutes } from './riverPhotos/riverPhotoRoutes';
import { timeSeriesComparisonRoutes } from './timeSeriesComparisons/timeSeriesComparisonRoutes';
import { usersManagementRoutes } from './usersManagement/usersManagementRoutes';
import { SERVER_VERSION } from './serverVersion';

export { SERVER_VERSION };

/** How the process runs the server; tests leave both out. */
export interface ServerRun {
  /** The phase readiness reports; by default serving from the start. */
  lifecycle?: ServerLifecycle;
  /** The HTTP server to answer on, when the process owns it (`frontDoor`). */
  serverFactory?: FastifyServerFactory;
}

/**
 * The all-in-one server: the API under `/api`, the discovery document, each remote's build folder
 * and the shell with its history fallback.
 */
export async function createServer(
  config: ServerConfig,
  database: Database,
  run: ServerRun = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    ...requestLogging(config),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    ...(run.serverFactory ? { serverFactory: run.serverFactory } : {}),
  });
  followRequests(app);
  const lifecycle = run.lifecycle ?? createServerLifecycle('serving');

  app.setErrorHandler(answerError);
  // Before every other hook, so that a call refused by them is timed too.
  const { counters, addMetricsRoute } = measureServer(app);
  // First, so that a server short of time or memory refuses a call before any of its work.
  await refuseUnderPressure(
    app,
    defaultPressureLimits(database.driver, config.pressureEventLoopDelayMs),
  );

  const releaseStore = createReleaseStore(database.pool, config, app.log);
  const remoteOriginPolicyOfSite = remoteOriginPolicy(config.publicUrl, config.remoteOrigins);
  // A page's Content-Security-Policy names the stored remotes' hosts, so the store's copy is
  // brought up to date before the headers are computed (at most one read a second).
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') && releaseStore.stale()) {
      await releaseStore.current().catch((error: unknown) => {
        request.log.error({ err: error }, 'Release store unreadable for the page headers.');
      });
    }
  });
  securityHeaders(
    app,
    config,
    remoteOrigins({
      entries: () => releaseStore.lastRead()?.remotes ?? null,
      policy: remoteOriginPolicyOfSite,
      log: app.log,
    }),
  );
  await compression(app);

  // Made once per server: every limiter on PostgreSQL counts in the table all servers share.
  const limiters = countingRefusals(sharedLimiters(database, app.log), counters.rateLimitRefusals);
  const keySet = config.embeddedIdentity
    ? await startEmbeddedIdentity(app, config, database, limiters, counters.signIns)
    : undefined;
  const verifyAccessToken = createAccessTokenVerifier({
    issuer: config.oidcIssuer,
    audience: config.oidcAudience,
    rolesClaim: config.rolesClaim,
    jwksUrl: config.oidcJwksUrl,
    keySet,
    releaseClientIds: config.releaseClients.map((client) => client.id),
  });
  await registerApi(app, { version: SERVER_VERSION, verifyAccessToken });
  auditRefusedPipelineCalls(app, database.pool);
  const jobs = config.jobs
    ? createServerJobs({
        pool: database.pool,
        importDir: config.importDir,
        smtpUrl: config.smtpUrl,
        alertFrom: config.alertFrom,
        intervalMs: config.jobsIntervalMs,
        auditSignInDays: config.auditSignInDays,
        log: app.log,
      })
    : null;
  // One check for the health calls and the metrics' readiness: they cannot disagree.
  const databaseCheck = createDatabaseCheck({ pool: database.pool, jobs });
  healthRoutes(app, {
    version: SERVER_VERSION,
    lifecycle,
    database: { driver: database.driver, check: databaseCheck },
  });
  jobsRoutes(app, database.pool);
  addMetricsRoute({
    pool: database.pool,
    jobs,
    token: config.metricsToken,
    readiness: { lifecycle, check: databaseCheck },
  });
  publicMapRoutes(app, { database, benchPoints: config.benchPoints });
  await ogcRoutes(app, { database, version: SERVER_VERSION, stallMs: config.downloadStallMs });
  basemapRoutes(app, config);
  placesRoutes(app, { database });
  graphRoutes(app, { database });
  // One count for every streamed download: each holds a connection while its client reads.
  const downloads = {
    downloadStallMs: config.downloadStallMs,
    downloadSlots: createDownloadSlots(config.downloadMaxConcurrent),
  };
  graphCsvRoutes(app, { database, ...downloads });
  facilityDisplayRoutes(app, { database });
  facilityPagesRoutes(app, { database });
  drillDownRoutes(app, { database });
  riverPhotoRoutes(app, { cameras: config.riverCameras });
  reportTablesRoutes(app, { database });
  landingDashboardRoutes(app, { database });
  mobileTrackerRoutes(app, { database });
  queryAndDownloadRoutes(app, { database, ...downloads });
  timeSeriesComparisonRoutes(app, { database });
  systemManagementRoutes(app, {
    database,
    terrainUrl: config.terrainUrl,
    scadaUrl: config.scadaUrl,
  });
  mapSymbolRoute(app);
  authSettingsRoute(app, config);
  usersManagementRoutes(app, {
    users: createUserDirectory(database.pool, inTransaction),
    pool: database.pool,
    externalIssuer: config.embeddedIdentity ? undefined : config.oidcIssuer,
  });
  const eventKeys = clientEventKeys(database.pool);
  clientEventsRoutes(app, {
    pool: database.pool,
    limiters,
    keys: eventKeys,
    remoteEvents: counters.remoteEvents,
  });
  releaseRoutes(app, {
    pool: database.pool,
    store: releaseStore,
    origins: remoteOriginPolicyOfSite,
    ...config,
  });
  discoveryRoute(app, {
    store: releaseStore,
    served: createCanaryRollback(database.pool, app.log),
    keys: eventKeys,
  });
  systemStatusRoutes(app, { pool: database.pool, store: releaseStore });
  remoteAssetsRoute(app, config);
  await shellRoutes(app, config);
  // This server's row for System Status, recorded from its start until it closes.
  const heartbeat = createServerHeartbeat({
    pool: database.pool,
    version: SERVER_VERSION,
    jobs: config.jobs,
    state: () => serverState({ lifecycle, check: databaseCheck }),
    log: app.log,
  });
  app.addHook('onReady', async () => void heartbeat.start());
  app.addHook('onClose', async () => heartbeat.stop());
  if (jobs) {
    app.addHook('onReady', async () => jobs.start());
    app.addHook('onClose', async () => jobs.stop());
    lifecycle.drains({ finish: () => jobs.stop(), underWay: () => jobs.currentStep() });
  }
  return app;
}
