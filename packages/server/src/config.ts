import path from 'node:path';
import {
  DEFAULT_DEMO_PASSWORD,
  IDENTITY_MOUNT_PATH,
  SHELL_CLIENT_ID,
  SHELL_SCOPE,
} from '@headgate/identity';
import { readMapProviders, type MapProviders } from './basemap/mapProviders';
import { DEFAULT_DOWNLOAD_STALL_MS } from './delivery/csvDownload';
import { readRiverCameraSettings, type RiverCameraSettings } from './riverPhotos/cameraSettings';

/** Everything the server reads from its environment, with the defaults of the README. */
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
  /** Whether an empty database is filled with the demo data on start. */
  demo: boolean;
  /** The address users reach the server at; the embedded provider's issuer lives under it. */
  publicUrl: string;
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
  /** The demo users' password (they exist only with the demo data). */
  demoPassword: string;
  /** The issuer's key set; without it, `jwks_uri` of the issuer's discovery document. */
  oidcJwksUrl: string | undefined;
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
  /** Whether this server runs the import runner and the alert engine (HEADGATE_JOBS=off: no). */
  jobs: boolean;
  /** How often the jobs look for work (ms). */
  jobsIntervalMs: number;
  /** The folder import configurations read their files from. */
  importDir: string;
  /** SMTP server for alert e-mail; without it messages wait in the outbox. */
  smtpUrl: string | undefined;
  /** The sender of alert e-mail. */
  alertFrom: string;
  /** How long SIGTERM waits for requests in flight and the current job step before exiting (ms). */
  shutdownTimeoutMs: number;
}

/** The largest benchmark source: beyond it the sources answer gets too big to be useful. */
const MAX_BENCH_POINTS = 1_000_000;

function readBenchPoints(setting: string | undefined): number | undefined {
  if (!setting?.trim()) return undefined;
  const count = Number(setting);
  if (!Number.isInteger(count) || count < 1 || count > MAX_BENCH_POINTS) {
    throw new Error(
      `HEADGATE_BENCH_POINTS must be a whole number from 1 to ${MAX_BENCH_POINTS}, got "${setting}".`,
    );
  }
  return count;
}

function readTerrainUrl(setting: string | undefined): string | undefined {
  if (!setting?.trim()) return undefined;
  if (!setting.includes('{lat}') || !setting.includes('{lon}') || !URL.canParse(setting)) {
    throw new Error(
      `HEADGATE_TERRAIN_URL must be a URL with {lat} and {lon} in it, got "${setting}".`,
    );
  }
  return setting;
}

function readScadaUrl(setting: string | undefined): string | undefined {
  if (!setting?.trim()) return undefined;
  if (!/^https?:\/\//.test(setting) || !URL.canParse(setting)) {
    throw new Error(`HEADGATE_SCADA_URL must be an http(s) URL, got "${setting}".`);
  }
  return setting;
}

function readDownloadStall(setting: string | undefined): number {
  if (!setting?.trim()) return DEFAULT_DOWNLOAD_STALL_MS;
  const ms = Number(setting);
  if (!Number.isInteger(ms) || ms < 1 || ms > 3_600_000) {
    throw new Error(
      `HEADGATE_DOWNLOAD_STALL_MS must be a whole number of milliseconds from 1 to 3600000, got "${setting}".`,
    );
  }
  return ms;
}

/** How long a shutdown waits for the work in flight by default: under an orchestrator's 30 s. */
const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

function readShutdownTimeout(setting: string | undefined): number {
  if (!setting?.trim()) return DEFAULT_SHUTDOWN_TIMEOUT_MS;
  const ms = Number(setting);
  if (!Number.isInteger(ms) || ms < 0 || ms > 3_600_000) {
    throw new Error(
      `SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds from 0 to 3600000, got "${setting}".`,
    );
  }
  return ms;
}

export function readConfig(env: NodeJS.ProcessEnv, rootDir: string): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}".`);
  }
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  if (!URL.canParse(publicUrl)) throw new Error(`PUBLIC_URL must be a URL, got "${publicUrl}".`);
  const embeddedIdentity = !env.OIDC_ISSUER;
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    rootDir,
    discoveryFile: env.HEADGATE_DISCOVERY ? path.resolve(env.HEADGATE_DISCOVERY) : undefined,
    logLevel: env.LOG_LEVEL ?? 'warn',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.HEADGATE_DATA_DIR ?? path.join(rootDir, '.data', 'pglite'),
    demo: env.HEADGATE_DEMO !== 'false',
    publicUrl,
    embeddedIdentity,
    oidcIssuer: env.OIDC_ISSUER || `${publicUrl}${IDENTITY_MOUNT_PATH}`,
    oidcClientId: env.OIDC_CLIENT_ID || (embeddedIdentity ? SHELL_CLIENT_ID : 'headgate-shell'),
    oidcScope:
      env.OIDC_SCOPE || (embeddedIdentity ? SHELL_SCOPE : 'openid profile email offline_access'),
    oidcAudience: env.OIDC_AUDIENCE || 'headgate-api',
    rolesClaim: env.ROLES_CLAIM || 'https://headgate.dev/roles',
    landingPageClaim: env.LANDING_PAGE_CLAIM || 'https://headgate.dev/landing_page',
    demoPassword: env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD,
    oidcJwksUrl: env.OIDC_JWKS_URL || undefined,
    mapProviders: readMapProviders(env),
    benchPoints: readBenchPoints(env.HEADGATE_BENCH_POINTS),
    riverCameras: readRiverCameraSettings(env),
    terrainUrl: readTerrainUrl(env.HEADGATE_TERRAIN_URL),
    scadaUrl: readScadaUrl(env.HEADGATE_SCADA_URL),
    downloadStallMs: readDownloadStall(env.HEADGATE_DOWNLOAD_STALL_MS),
    jobs: env.HEADGATE_JOBS !== 'off',
    jobsIntervalMs: Number(env.HEADGATE_JOBS_INTERVAL_MS ?? 30_000),
    importDir: path.resolve(rootDir, env.HEADGATE_IMPORT_DIR ?? path.join('.data', 'imports')),
    smtpUrl: env.SMTP_URL || undefined,
    alertFrom: env.ALERT_FROM || 'Headgate alerts <alerts@headgate.invalid>',
    shutdownTimeoutMs: readShutdownTimeout(env.SHUTDOWN_TIMEOUT_MS),
  };
}
