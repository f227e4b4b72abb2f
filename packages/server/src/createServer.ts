import Fastify, { type FastifyInstance, type FastifyServerFactory } from 'fastify';
import type { ServerConfig } from './config';
import { answerError } from './core/api/answerError';
import { registerApi } from './core/api/registerApi';
import { createAccessTokenVerifier } from './core/auth/accessTokenVerifier';
import { fastifyTrustProxy } from './core/config/trustProxy';
import type { Database } from './core/database/openDatabase';
import { compression } from './core/delivery/compression';
import { createDownloadSlots } from './core/delivery/downloadSlots';
import { securityHeaders } from './core/delivery/securityHeaders';
import { createDatabaseCheck } from './core/health/databaseCheck';
import { healthRoutes } from './core/health/healthRoutes';
import { defaultPressureLimits, refuseUnderPressure } from './core/health/pressureLimits';
import { createServerLifecycle, type ServerLifecycle } from './core/lifecycle/serverLifecycle';
import { sharedLimiters } from './core/limits/sharedLimiters';
import { measureServer } from './core/metrics/metricsRoute';
import { countingRefusals } from './core/metrics/serverCounters';
import { followRequests, requestLogging } from './core/requestLogs/requestLogging';
import { SERVER_VERSION } from './core/serverVersion';
import * as dataAccess from './features/dataAccess';
import * as facilityPages from './features/facilityPages';
import * as map from './features/map';
import * as mobileTracker from './features/mobileTracker';
import * as ogc from './features/ogc';
import * as platform from './features/platform';
import * as release from './features/release';
import * as riverPhoto from './features/riverPhoto';
import * as serverJobs from './features/serverJobs';
import * as systemManagement from './features/systemManagement';
import * as systemStatus from './features/systemStatus';
import * as timeSeries from './features/timeSeries';
import * as usersManagement from './features/usersManagement';

export { SERVER_VERSION };

/**
 * The features, each registering its routes from what `createServer` made; the release feature
 * last, since its shell answers every page no other route does.
 */
const FEATURES = [
  map,
  ogc,
  timeSeries,
  facilityPages,
  riverPhoto,
  dataAccess,
  mobileTracker,
  systemManagement,
  platform,
  usersManagement,
  systemStatus,
  serverJobs,
  release,
];

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

  const releaseSite = release.openReleaseSite(app, { config, database });
  securityHeaders(app, config, releaseSite.remoteHosts);
  await compression(app);

  // Made once per server: every limiter on PostgreSQL counts in the table all servers share.
  const limiters = countingRefusals(sharedLimiters(database, app.log), counters.rateLimitRefusals);
  const keySet = config.embeddedIdentity
    ? await platform.startEmbeddedIdentity(app, config, database, limiters, counters.signIns)
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
  release.auditRefusedPipelineCalls(app, database.pool);
  const jobs = serverJobs.openServerJobs(app, { config, database });
  // One check for the health calls and the metrics' readiness: they cannot disagree.
  const databaseCheck = createDatabaseCheck({ pool: database.pool, jobs });
  healthRoutes(app, {
    version: SERVER_VERSION,
    lifecycle,
    database: { driver: database.driver, check: databaseCheck },
  });
  addMetricsRoute({
    pool: database.pool,
    jobs,
    token: config.metricsToken,
    readiness: { lifecycle, check: databaseCheck },
  });
  const deps = {
    config,
    database,
    lifecycle,
    databaseCheck,
    jobs,
    limiters,
    counters,
    releaseSite,
    // One count for every streamed download: each holds a connection while its client reads.
    downloads: {
      downloadStallMs: config.downloadStallMs,
      downloadSlots: createDownloadSlots(config.downloadMaxConcurrent),
    },
  };
  for (const feature of FEATURES) await feature.register(app, deps);
  return app;
}
