import * as z from 'zod';

/**
 * `GET /api/health/live` and, when the server can serve, `GET /api/health/ready`: the same
 * bare answer, so that an orchestrator's probe reads nothing but the status code.
 */
export const probeResponseSchema = z.object({ status: z.literal('ok') });
export type ProbeResponse = z.infer<typeof probeResponseSchema>;

/** `GET /api/health`: the server is up, which build it runs, and on which database. */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  uptimeSeconds: z.number().nonnegative(),
  database: z.enum(['pglite', 'postgres']),
  /**
   * The server's jobs (import runner, alert engine, purge of expired sign-in records): when they
   * last ran and what failed.
   */
  jobs: z
    .object({
      imports: z.object({
        lastTickAt: z.string().nullable(),
        runs: z.number().int(),
        failedRuns: z.number().int(),
        lastError: z.string().nullable(),
      }),
      alerts: z.object({
        lastTickAt: z.string().nullable(),
        queued: z.number().int(),
        sent: z.number().int(),
        /** Messages in the outbox whose delivery failed for good (they stay listed there). */
        failedDeliveries: z.number().int(),
        lastError: z.string().nullable(),
      }),
      signInRecords: z.object({
        lastTickAt: z.string().nullable(),
        /** Expired sessions, grants and tokens of the embedded sign-in provider deleted. */
        purged: z.number().int(),
        lastError: z.string().nullable(),
      }),
    })
    .optional(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
