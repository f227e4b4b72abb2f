import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config';
import type { Database } from '../../core/database/openDatabase';
import type { ServerLifecycle } from '../../core/lifecycle/serverLifecycle';
import { jobsRoutes } from './jobsRoutes';
import { createServerJobs, type ServerJobs } from './serverJobs';

/**
 * The server jobs (imports, alerts, the outbox, purges) when this server runs them
 * (HEADGATE_JOBS), made before any route since health and metrics report them; null otherwise.
 */
export function openServerJobs(
  app: FastifyInstance,
  deps: { config: ServerConfig; database: Database },
): ServerJobs | null {
  const { config, database } = deps;
  return config.jobs
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
}

/**
 * The import runs' call, on every server; and where this server runs the jobs, their start with
 * the server and their end with it, a shutdown waiting for the step under way.
 */
export function register(
  app: FastifyInstance,
  deps: { database: Database; lifecycle: ServerLifecycle; jobs: ServerJobs | null },
): void {
  const { database, lifecycle, jobs } = deps;
  jobsRoutes(app, database.pool);
  if (!jobs) return;
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
  lifecycle.drains({ finish: () => jobs.stop(), underWay: () => jobs.currentStep() });
}
