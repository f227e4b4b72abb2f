import { z } from 'zod';
import { RELEASE_CLIENT_ID } from '@headgate/contracts';
import { DEFAULT_DEMO_PASSWORD, SHELL_CLIENT_ID } from '@headgate/identity';
import {
  styleIdsSetting,
  templatesMissingKeys,
  urlTemplateSetting,
} from './features/map/basemap/mapProviders';
import {
  DEFAULT_DOWNLOAD_STALL_MS,
  DOWNLOAD_STATEMENT_TIMEOUT_MS,
} from './core/delivery/csvDownload';
import { DEFAULT_STATEMENT_TIMEOUT_MS } from './core/database/postgresPool';
import { MAX_EVENT_LOOP_DELAY_MS } from './core/health/pressureLimits';
import { DEFAULT_JOBS_INTERVAL_MS, MAX_JOBS_INTERVAL_MS } from './features/serverJobs/serverJobs';
import { DEFAULT_SHUTDOWN_TIMEOUT_MS } from './core/lifecycle/serverLifecycle';
import {
  localOriginsOnRemoteSite,
  remoteOriginsSetting,
} from './features/release/releases/remoteOriginPolicy';
import { releaseClientsFileSetting } from './features/release/releases/releaseClients/releaseClientList';
import {
  releaseClientProblems,
  releaseClientRemotesSetting,
} from './features/release/releases/releaseClients/releaseClientSettings';
import { riverCamerasSetting } from './features/riverPhoto/cameraSettings';
import {
  otlpEndpointSetting,
  sampleRatioSetting,
  serviceNameSetting,
} from './core/tracing/tracingSettings';
import { DEFAULT_AUDIT_SIGNIN_DAYS, MAX_AUDIT_SIGNIN_DAYS } from './core/audit/purgeSignInEvents';
import { optional, withDefault } from './core/config/environmentVariable';
import {
  choice,
  httpUrl,
  switchSetting,
  text,
  urlSetting,
  wholeNumber,
} from './core/config/settingKinds';
import { trustProxySetting } from './core/config/trustProxy';

/** The largest benchmark source: beyond it the sources answer gets too big to be useful. */
const MAX_BENCH_POINTS = 1_000_000;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** A URL template naming a point, e.g. of a terrain service. */
const pointTemplate = urlTemplateSetting(['lat', 'lon'], { keyed: false });

/**
 * Every environment variable the server reads, how it is parsed and what the configuration table
 * (docs/operating/configuration.md) says of it, in the table's order. Variables only the build
 * and test tools read are not here (that page's "Build and test tools").
 */
export const environmentSchema = z
  .object({
    PORT: withDefault(wholeNumber({ min: 0, max: 65535 }), '8080'),
    HOST: withDefault(text(), '127.0.0.1'),
    HEADGATE_DISCOVERY: optional(text(), 'generated from the built remotes'),
    HEADGATE_DEMO: optional(switchSetting(), 'on for a local `PUBLIC_URL`'),
    DATABASE_URL: optional(
      urlSetting(['postgres:', 'postgresql:'], 'postgres://headgate:secret@db-host:5432/headgate'),
      'unset: embedded PGlite',
      { secret: true },
    ),
    PG_POOL_MAX: withDefault(wholeNumber({ min: 1, max: 1000, of: 'connections' }), '10'),
    PG_STATEMENT_TIMEOUT_MS: withDefault(
      wholeNumber({ min: 100, max: DOWNLOAD_STATEMENT_TIMEOUT_MS, of: 'milliseconds' }),
      String(DEFAULT_STATEMENT_TIMEOUT_MS),
    ),
    HEADGATE_DATA_DIR: withDefault(text(), '.data/pglite'),
    LOG_LEVEL: withDefault(choice(LOG_LEVELS), 'info'),
    PUBLIC_URL: optional(httpUrl('https://water.example.org'), '`http://localhost:<PORT>`'),
    TRUST_PROXY: optional(trustProxySetting(), 'unset: no proxy trusted'),
    OIDC_ISSUER: optional(httpUrl('https://login.example.org/'), '`<PUBLIC_URL>/oidc`'),
    OIDC_CLIENT_ID: withDefault(text(), SHELL_CLIENT_ID),
    OIDC_SCOPE: optional(text(), '`openid profile email`, `+ offline_access` if external'),
    LANDING_PAGE_CLAIM: withDefault(text(), 'https://headgate.dev/landing_page'),
    DEMO_PASSWORD: withDefault(text(), DEFAULT_DEMO_PASSWORD),
    OIDC_AUDIENCE: withDefault(text(), 'headgate-api'),
    ROLES_CLAIM: withDefault(text(), 'https://headgate.dev/roles'),
    OIDC_JWKS_URL: optional(
      httpUrl('https://login.example.org/.well-known/jwks.json'),
      'unset: from discovery',
    ),
    RELEASE_CLIENTS_FILE: optional(releaseClientsFileSetting(), 'unset: no team clients'),
    RELEASE_CLIENT_SECRET: optional(text(), 'unset: no release pipeline client', {
      secret: true,
    }),
    RELEASE_CLIENT_ID: withDefault(text(), RELEASE_CLIENT_ID),
    RELEASE_CLIENT_REMOTES: optional(
      releaseClientRemotesSetting(),
      'unset: no release pipeline client',
    ),
    RELEASE_CLIENT_MAX_TRAFFIC: withDefault(
      wholeNumber({ min: 0, max: 100, of: 'percent' }),
      '100',
    ),
    REMOTE_ORIGINS: optional(remoteOriginsSetting(), 'unset: this site only'),
    BASEMAP_KEY: optional(text(), 'unset: offline basemap'),
    BASEMAP_STYLE_URL: optional(urlTemplateSetting(['basemap']), "MapTiler's style URL"),
    BASEMAP_STYLE_IDS: optional(styleIdsSetting(), "MapTiler's style ids"),
    BASEMAP_ATTRIBUTION: optional(text(), "unset: the styles' own"),
    GEOCODER_KEY: optional(text(), 'unset: offline place search'),
    GEOCODER_URL: optional(urlTemplateSetting(['query']), "MapTiler's geocoding URL"),
    REVERSE_GEOCODER_URL: optional(
      urlTemplateSetting(['lon', 'lat']),
      "MapTiler's reverse geocoding URL",
    ),
    HEADGATE_BENCH_POINTS: optional(wholeNumber({ min: 1, max: MAX_BENCH_POINTS }), 'unset'),
    HEADGATE_RIVER_CAMERAS: optional(riverCamerasSetting(), 'unset: simulated cameras', {
      secret: true,
    }),
    HEADGATE_RIVER_CAMERA_TIMEOUT_MS: withDefault(
      wholeNumber({ min: 1, max: 120_000, of: 'milliseconds' }),
      '10000',
    ),
    HEADGATE_TERRAIN_URL: optional(pointTemplate, 'unset: no elevation'),
    HEADGATE_SCADA_URL: optional(
      httpUrl('https://scada.example.org/'),
      'unset: demo image not linked',
    ),
    HEADGATE_DOWNLOAD_STALL_MS: withDefault(
      wholeNumber({ min: 1, max: 3_600_000, of: 'milliseconds' }),
      String(DEFAULT_DOWNLOAD_STALL_MS),
    ),
    DOWNLOAD_MAX_CONCURRENT: optional(
      wholeNumber({ min: 1, max: 1000, of: 'downloads' }),
      'a quarter of `PG_POOL_MAX`, at least 1',
    ),
    PRESSURE_EVENT_LOOP_DELAY_MS: withDefault(
      wholeNumber({ min: 0, max: 60_000, of: 'milliseconds' }),
      String(MAX_EVENT_LOOP_DELAY_MS),
    ),
    METRICS_TOKEN: optional(text(), 'unset: loopback callers only', { secret: true }),
    OTEL_EXPORTER_OTLP_ENDPOINT: otlpEndpointSetting,
    OTEL_SERVICE_NAME: serviceNameSetting,
    OTEL_TRACES_SAMPLER_ARG: sampleRatioSetting,
    HEADGATE_JOBS: withDefault(switchSetting(), 'true'),
    HEADGATE_JOBS_INTERVAL_MS: withDefault(
      wholeNumber({ min: 1000, max: MAX_JOBS_INTERVAL_MS, of: 'milliseconds' }),
      String(DEFAULT_JOBS_INTERVAL_MS),
    ),
    AUDIT_SIGNIN_DAYS: withDefault(
      wholeNumber({ min: 1, max: MAX_AUDIT_SIGNIN_DAYS, of: 'days' }),
      String(DEFAULT_AUDIT_SIGNIN_DAYS),
    ),
    HEADGATE_IMPORT_DIR: withDefault(text(), '.data/imports'),
    SMTP_URL: optional(
      urlSetting(['smtp:', 'smtps:'], 'smtp://user:password@mail-host:587'),
      'unset: alert mail waits in outbox',
      { secret: true },
    ),
    ALERT_FROM: withDefault(text(), 'Headgate alerts <alerts@headgate.invalid>'),
    SHUTDOWN_TIMEOUT_MS: withDefault(
      wholeNumber({ min: 0, max: 3_600_000, of: 'milliseconds' }),
      String(DEFAULT_SHUTDOWN_TIMEOUT_MS),
    ),
  })
  .superRefine(
    (settings, ctx) => {
      for (const { variable, message } of templatesMissingKeys(settings)) {
        ctx.addIssue({ code: 'custom', path: [variable], message });
      }
      for (const { variable, message } of releaseClientProblems(settings)) {
        ctx.addIssue({ code: 'custom', path: [variable], message });
      }
      for (const message of localOriginsOnRemoteSite(
        settings.REMOTE_ORIGINS,
        settings.PUBLIC_URL,
      )) {
        ctx.addIssue({ code: 'custom', path: ['REMOTE_ORIGINS'], message: `lists ${message}` });
      }
    },
    // Also when other variables are bad: the operator learns of every problem in one start.
    { when: () => true },
  );

/** The environment, parsed. */
export type Environment = z.output<typeof environmentSchema>;
