import * as z from 'zod';
import { releaseVersionSchema, remoteIdSchema } from '../release/releases';

/** A server is gone once it has not recorded itself for this long (it records every 15 s). */
export const SERVER_GONE_AFTER_MINUTES = 2;

/** An import is overdue once its last success is older than this many times its frequency. */
export const IMPORT_OVERDUE_FACTOR = 2;

/** An instant as the status gives it: ISO 8601, UTC. */
const at = z.string();

/** One server on the database as it last recorded itself. */
export const serverStatusSchema = z.object({
  /** Host name and process id, `gw-2:4123`: which machine's log, and which process in it. */
  name: z.string(),
  version: z.string(),
  startedAt: at,
  lastSeenAt: at,
  /** Whether its `/api/health/ready` answered 200 when it last recorded itself. */
  ready: z.boolean(),
  /** Whether it runs the jobs (imports, alerts, outbox). */
  jobs: z.boolean(),
  /** Not seen for {@link SERVER_GONE_AFTER_MINUTES} minutes, though seen earlier today. */
  gone: z.boolean(),
});
export type ServerStatus = z.infer<typeof serverStatusSchema>;

/** The imports of one data source: their runs, and whether they keep up with their frequency. */
export const importStatusSchema = z.object({
  dataSource: z.string(),
  lastSuccessAt: at.nullable(),
  lastFailureAt: at.nullable(),
  /** The shortest frequency of its enabled imports; null when none is enabled. */
  frequencyMinutes: z.number().int().nullable(),
  /** The last run's start plus the frequency; null before a first run or with none enabled. */
  nextDueAt: at.nullable(),
  /**
   * The last success is older than {@link IMPORT_OVERDUE_FACTOR} times the frequency: the rule
   * of the shipped Prometheus alert (a source that never succeeded has no series to alert on).
   */
  overdue: z.boolean(),
});
export type ImportStatus = z.infer<typeof importStatusSchema>;

/** The alert messages by state, and how long the oldest one not yet sent has waited. */
export const outboxStatusSchema = z.object({
  pending: z.number().int(),
  sending: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  /** Seconds; null when every message is sent or failed. */
  oldestUnsentAgeSeconds: z.number().nullable(),
});
export type OutboxStatus = z.infer<typeof outboxStatusSchema>;

/** The alert engine's newest evaluation across the servers, and which server made it. */
export const alertEngineStatusSchema = z.object({
  lastEvaluatedAt: at.nullable(),
  server: z.string().nullable(),
});
export type AlertEngineStatus = z.infer<typeof alertEngineStatusSchema>;

/** One version browsers are sent to, with its last hour in browsers. */
export const liveVersionSchema = z.object({
  version: releaseVersionSchema,
  default: z.boolean(),
  /** Percent of browsers sent to it. */
  traffic: z.number(),
  /** Areas opened with it in the last hour (loaded, or failed to load or to mount). */
  loads: z.number().int(),
  /** Of those, the failures: a load or mount that failed, or an area that crashed. */
  failures: z.number().int(),
});
export type LiveVersion = z.infer<typeof liveVersionSchema>;

export const remoteStatusSchema = z.object({
  remote: remoteIdSchema,
  versions: z.array(liveVersionSchema),
});
export type RemoteStatus = z.infer<typeof remoteStatusSchema>;

/** `GET /api/system-status`: what the metrics show, for the district's staff. */
export const systemStatusSchema = z.object({
  /** When the database answered this status: ages are counted from it. */
  checkedAt: at,
  servers: z.array(serverStatusSchema),
  imports: z.array(importStatusSchema),
  outbox: outboxStatusSchema,
  alertEngine: alertEngineStatusSchema,
  remotes: z.array(remoteStatusSchema),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;
