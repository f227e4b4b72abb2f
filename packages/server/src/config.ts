import path from 'node:path';
import { IDENTITY_MOUNT_PATH, SHELL_SCOPE } from '@headgate/identity';
import { mapProviders, type MapProviders } from './features/map/basemap/mapProviders';
import { configurationError } from './core/config/configurationError';
import type { SeedOptions } from '../demo/seedDemoData';
import type { ReleaseClient } from './features/release/releases/releaseClients/releaseClientList';
import { releaseClientsOf } from './features/release/releases/releaseClients/releaseClientSettings';
import { environmentSchema } from './environmentSchema';
import { isLocalPublicUrl } from './core/config/localPublicUrl';
import type { TrustProxy } from './core/config/trustProxy';
import type { RiverCameraSettings } from './features/riverPhoto/cameraSettings';
import type { TracingSettings } from './core/tracing/tracingSettings';

/**
 * Everything the server reads from its environment, with the defaults of
 * docs/operating/configuration.md.
 */
export interface ServerConfig {
  port: number;
  host: string;
  /** The workspace root: the shell's and each remote's `dist/` live under it. */
  rootDir: string;
  /** A discovery document to serve instead of the one generated from the built remotes. */
  discoveryFile: string | undefined;
  logLevel: string;
  /** PostgreSQL connection string; without it the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /** Folder of the embedded database. */
  dataDir: string;
  /** Connections the server keeps to PostgreSQL at most. */
  pgPoolMax: number;
  /** How long a statement may run on PostgreSQL before it is cancelled (ms). */
  pgStatementTimeoutMs: number;
  /**
   * Whether an empty database is filled with the demo data (and accounts) on start; unless
   * `HEADGATE_DEMO` says, only when users reach the server on this machine (`PUBLIC_URL`).
   */
  demo: boolean;
  /**
   * How far back the demo's readings go; the full demo (seedDemoData's defaults) unless set. Only
   * code sets it: the tests of several servers starting at once, which are about the start, not
   * the data.
   */
  demoSpan?: Pick<SeedOptions, 'days15min' | 'yearsDaily'>;
  /** The address users reach the server at; the embedded provider's issuer lives under it. */
  publicUrl: string;
  /** Which proxies in front may name the client's address, protocol and host. */
  trustProxy: TrustProxy;
  /** True when no OIDC_ISSUER is set: the server runs its own sign-in provider at `/oidc`. */
  embeddedIdentity: boolean;
  /** Issuer of the access tokens the API accepts; by default the embedded sign-in provider. */
  oidcIssuer: string;
  /** The shell's public client id at the provider. */
  oidcClientId: string;
  /** The scopes the shell asks for. */
  oidcScope: string;
  /** The audience an access token must name to be accepted by this API. */
  oidcAudience: string;
  /** The namespaced claim that carries the caller's roles. */
  rolesClaim: string;
  /** The namespaced claim of the ID token that carries the user's landing page id. */
  landingPageClaim: string;
  /** The demo users' password (they exist only with the demo data); refused on an https site. */
  demoPassword: string;
  /** The issuer's key set; without it, `jwks_uri` of the issuer's discovery document. */
  oidcJwksUrl: string | undefined;
  /**
   * The release pipeline clients (`RELEASE_CLIENTS_FILE`, or the one client of
   * `RELEASE_CLIENT_SECRET` and `RELEASE_CLIENT_REMOTES`): their tokens may call the release API
   * and nothing else, each on its own remotes, within its `maxTraffic`.
   */
  releaseClients: readonly ReleaseClient[];
  /** The origins besides this site that remotes may be registered from and loaded from. */
  remoteOrigins: readonly string[];
  /** Online basemap styles and geocoder; without them the map works offline. */
  mapProviders: MapProviders;
  /** Synthetic points added to the public map for the map benchmark; unset in normal runs. */
  benchPoints: number | undefined;
  /** The river cameras' image URLs and timeout; without URLs a simulator draws the images. */
  riverCameras: RiverCameraSettings;
  /**
   * A terrain service answering the elevation of a point (`{lat}` and `{lon}` in the URL);
   * without it the location form says no terrain service is configured.
   */
  terrainUrl: string | undefined;
  /** The district's SCADA site the Ignition Demo page links to; none by default (offline). */
  scadaUrl: string | undefined;
  /** How long a CSV download waits for a client that takes nothing before ending it (ms). */
  downloadStallMs: number;
  /** How many streamed downloads the server sends at once; beyond them it answers 503. */
  downloadMaxConcurrent: number;
  /** The event-loop delay past which a server on PostgreSQL answers 503 (ms; 0: not watched). */
  pressureEventLoopDelayMs: number;
  /** The bearer token `/metrics` asks for; without it only loopback callers get the metrics. */
  metricsToken: string | undefined;
  /**
   * Where traces go over OTLP/HTTP and under which service name; undefined: no traces (`main.ts`
   * starts tracing from these variables before this configuration is read).
   */
  tracing: TracingSettings | undefined;
  /** Whether this server runs the import runner and the alert engine (HEADGATE_JOBS=off: no). */
  jobs: boolean;
  /** How often the jobs look for work (ms). */
  jobsIntervalMs: number;
  /** How long sign-in events stay in the audit trail before the jobs purge them (days). */
  auditSignInDays: number;
  /** The folder import configurations read their files from. */
  importDir: string;
  /** SMTP server for alert e-mail; without it messages wait in the outbox. */
  smtpUrl: string | undefined;
  /** The sender of alert e-mail. */
  alertFrom: string;
  /** How long SIGTERM waits for requests in flight and the current job step before exiting (ms). */
  shutdownTimeoutMs: number;
}

/**
 * The server's configuration from `env`, parsed through the environment schema; relative folders
 * are under `rootDir`. Throws a {@link ConfigurationError} naming every bad variable at once.
 */
export function readConfig(env: NodeJS.ProcessEnv, rootDir: string): ServerConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) throw configurationError(environmentSchema, env, parsed.error.issues);
  const settings = parsed.data;
  const publicUrl = (settings.PUBLIC_URL ?? `http://localhost:${settings.PORT}`).replace(
    /\/+$/,
    '',
  );
  const embeddedIdentity = settings.OIDC_ISSUER === undefined;
  const dataDir = settings.HEADGATE_DATA_DIR;
  return {
    port: settings.PORT,
    host: settings.HOST,
    rootDir,
    discoveryFile: settings.HEADGATE_DISCOVERY && path.resolve(settings.HEADGATE_DISCOVERY),
    logLevel: settings.LOG_LEVEL,
    databaseUrl: settings.DATABASE_URL,
    dataDir: dataDir.startsWith('memory://') ? dataDir : path.resolve(rootDir, dataDir),
    pgPoolMax: settings.PG_POOL_MAX,
    pgStatementTimeoutMs: settings.PG_STATEMENT_TIMEOUT_MS,
    demo: settings.HEADGATE_DEMO ?? isLocalPublicUrl(publicUrl),
    publicUrl,
    trustProxy: settings.TRUST_PROXY ?? { trust: 'none' },
    embeddedIdentity,
    oidcIssuer: settings.OIDC_ISSUER ?? `${publicUrl}${IDENTITY_MOUNT_PATH}`,
    oidcClientId: settings.OIDC_CLIENT_ID,
    oidcScope:
      settings.OIDC_SCOPE ?? (embeddedIdentity ? SHELL_SCOPE : `${SHELL_SCOPE} offline_access`),
    oidcAudience: settings.OIDC_AUDIENCE,
    rolesClaim: settings.ROLES_CLAIM,
    landingPageClaim: settings.LANDING_PAGE_CLAIM,
    demoPassword: settings.DEMO_PASSWORD,
    oidcJwksUrl: settings.OIDC_JWKS_URL,
    releaseClients: releaseClientsOf(settings),
    remoteOrigins: settings.REMOTE_ORIGINS ?? [],
    mapProviders: mapProviders(settings),
    benchPoints: settings.HEADGATE_BENCH_POINTS,
    riverCameras: {
      sources: settings.HEADGATE_RIVER_CAMERAS,
      timeoutMs: settings.HEADGATE_RIVER_CAMERA_TIMEOUT_MS,
    },
    terrainUrl: settings.HEADGATE_TERRAIN_URL,
    scadaUrl: settings.HEADGATE_SCADA_URL,
    downloadStallMs: settings.HEADGATE_DOWNLOAD_STALL_MS,
    // Three quarters of the pool stay for every other call however many clients download.
    downloadMaxConcurrent:
      settings.DOWNLOAD_MAX_CONCURRENT ?? Math.max(1, Math.floor(settings.PG_POOL_MAX / 4)),
    pressureEventLoopDelayMs: settings.PRESSURE_EVENT_LOOP_DELAY_MS,
    metricsToken: settings.METRICS_TOKEN,
    tracing: settings.OTEL_EXPORTER_OTLP_ENDPOINT
      ? {
          endpoint: settings.OTEL_EXPORTER_OTLP_ENDPOINT,
          serviceName: settings.OTEL_SERVICE_NAME,
          sampleRatio: settings.OTEL_TRACES_SAMPLER_ARG,
        }
      : undefined,
    jobs: settings.HEADGATE_JOBS,
    jobsIntervalMs: settings.HEADGATE_JOBS_INTERVAL_MS,
    auditSignInDays: settings.AUDIT_SIGNIN_DAYS,
    importDir: path.resolve(rootDir, settings.HEADGATE_IMPORT_DIR),
    smtpUrl: settings.SMTP_URL,
    alertFrom: settings.ALERT_FROM,
    shutdownTimeoutMs: settings.SHUTDOWN_TIMEOUT_MS,
  };
}

/**
 * {@link readConfig} for a command's start: a bad environment ends the process with the
 * operator's lines (one per bad variable), not a stack trace.
 */
export function readConfigOrExit(env: NodeJS.ProcessEnv, rootDir: string): ServerConfig {
  try {
    return readConfig(env, rootDir);
  } catch (error) {
    console.error(
      `Headgate could not start: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
}
