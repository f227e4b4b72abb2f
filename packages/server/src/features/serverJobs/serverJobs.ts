import nodemailer from 'nodemailer';
import type pg from 'pg';
import type { JobsHealth } from '../../core/health/jobsHealth';
import { purgeExpiredModels } from '@headgate/identity';
import { evaluateAlerts } from './alertEngine/alertEvaluation';
import { deliverOutbox, type SendMail } from './alertEngine/outboxDelivery';
import { runImport } from './importRunner/importRun';
import { createInterruptedRuns, RunInterrupted } from './importRunner/interruptedRuns';
import { jobClaims } from './jobClaims';
import { purgeExpiredLimits } from '../../core/limits/purgeExpiredLimits';
import { DEFAULT_AUDIT_SIGNIN_DAYS, purgeSignInEvents } from '../../core/audit/purgeSignInEvents';
import { inJobSpan } from '../../core/tracing/activeTracing';
import { serverName } from '../../core/lifecycle/serverName';

type TickHealth = {
  imports: JobsHealth['imports'];
  alerts: Omit<JobsHealth['alerts'], 'failedDeliveries'>;
  signInRecords: JobsHealth['signInRecords'];
};

export interface ServerJobsOptions {
  pool: pg.Pool;
  importDir: string;
  /** `smtp://user:pass@host:port`; without it alert messages wait in the outbox. */
  smtpUrl: string | undefined;
  alertFrom: string;
  /** How often the jobs look for work; the alerts are evaluated at least every minute. */
  intervalMs: number;
  log: { warn: (object: object, message: string) => void };
  /** Sends mail instead of SMTP (tests). */
  sendMail?: SendMail;
  /** Runs one import instead of the import runner (tests). */
  runImport?: typeof runImport;
  /** How the runs and messages name this server: `serverName()` unless told (tests). */
  server?: string;
  /** How long sign-in events stay in the audit trail (AUDIT_SIGNIN_DAYS; a year unless told). */
  auditSignInDays?: number;
}

export const DEFAULT_JOBS_INTERVAL_MS = 30_000;
/** Imports and alerts are due by the minute: a server must look at least once a minute. */
export const MAX_JOBS_INTERVAL_MS = 60_000;

/**
 * The server's jobs: every tick runs the due imports (then evaluates the alerts at once, since
 * readings arrived), evaluates the alerts, delivers the outbox and purges the sign-in
 * provider's expired records, the shared limits' expired counts and the sign-in events older
 * than AUDIT_SIGNIN_DAYS. Each job is guarded on its own, so a broken import configuration
 * or a mail failure never stops the others; what happened is kept for `/api/health`. An import
 * cut off by the database going away runs again on the first tick that finds the database back.
 * Stopping lets the current step (one import, the alerts, the purge) finish and skips the rest:
 * imports claimed but not started are handed back as Run Now, for the next server that ticks.
 */
export function createServerJobs(options: ServerJobsOptions) {
  const { pool, importDir, log, server = serverName() } = options;
  const { intervalMs } = options;
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const sendMail: SendMail | null =
    options.sendMail ?? (transport ? (message) => transport.sendMail(message) : null);
  const health: TickHealth = {
    imports: { lastTickAt: null, runs: 0, failedRuns: 0, lastError: null },
    alerts: { lastTickAt: null, queued: 0, sent: 0, lastError: null },
    signInRecords: { lastTickAt: null, purged: 0, lastError: null },
  };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopping = false;
  /** What the tick is doing now, named for the operator reading a cut-off shutdown's log. */
  let step: string | null = null;
  const interrupted = createInterruptedRuns();

  async function runImports(now: Date): Promise<void> {
    const failed = (error: unknown, importNdx?: number) => {
      const message = (error as Error).message;
      health.imports.lastError = importNdx ? `Import ${importNdx}: ${message}` : message;
      log.warn({ err: error, importNdx }, 'import runner failed');
    };
    let claimed: number[] = [];
    try {
      await interrupted.resume(pool, now);
      claimed = await jobClaims.dueImports(pool, now);
    } catch (error) {
      failed(error);
    }
    // Each claimed import runs on its own: one that throws leaves the others to run.
    for (const [index, importNdx] of claimed.entries()) {
      if (stopping) {
        await handBack(claimed.slice(index));
        return;
      }
      step = `import ${importNdx}`;
      try {
        const summary = await inJobSpan('import run', { 'headgate.import_ndx': importNdx }, () =>
          (options.runImport ?? runImport)(pool, importNdx, { importDir, now, server }),
        );
        health.imports.runs += 1;
        if (summary.status === 'failed') {
          health.imports.failedRuns += 1;
          health.imports.lastError = `Import ${importNdx}: ${summary.message}`;
        }
      } catch (error) {
        health.imports.failedRuns += 1;
        if (error instanceof RunInterrupted) interrupted.add(error);
        failed(error, importNdx);
      }
    }
    health.imports.lastTickAt = now.toISOString();
  }

  async function handBack(importNdxs: number[]): Promise<void> {
    try {
      await jobClaims.handBackImports(pool, importNdxs);
    } catch (error) {
      log.warn({ err: error, importNdxs }, 'imports claimed before the stop were not handed back');
    }
  }

  async function runAlerts(now: Date): Promise<void> {
    try {
      health.alerts.queued += await inJobSpan('alert evaluation', {}, () =>
        evaluateAlerts(pool, now, server),
      );
      health.alerts.sent += await inJobSpan('outbox delivery', {}, () =>
        deliverOutbox(pool, sendMail, options.alertFrom, now, server),
      );
    } catch (error) {
      health.alerts.lastError = (error as Error).message;
      log.warn({ err: error }, 'alert engine failed');
    }
    health.alerts.lastTickAt = now.toISOString();
  }

  async function purgeSignInRecords(now: Date): Promise<void> {
    try {
      health.signInRecords.purged += await purgeExpiredModels(pool);
    } catch (error) {
      health.signInRecords.lastError = (error as Error).message;
      log.warn({ err: error }, 'purging expired sign-in records failed');
    }
    health.signInRecords.lastTickAt = now.toISOString();
  }

  async function purgeOldSignInEvents(): Promise<void> {
    try {
      await purgeSignInEvents(pool, options.auditSignInDays ?? DEFAULT_AUDIT_SIGNIN_DAYS);
    } catch (error) {
      log.warn({ err: error }, 'purging old sign-in events from the audit trail failed');
    }
  }

  async function purgeLimits(now: Date): Promise<void> {
    try {
      await purgeExpiredLimits(pool, now);
    } catch (error) {
      log.warn({ err: error }, 'purging expired rate-limit counts failed');
    }
  }

  /** One pass of the jobs (one at a time: a tick never overlaps the previous one). */
  function tick(now = new Date()): Promise<void> {
    running ??= (async () => {
      const steps: [string, (now: Date) => Promise<void>][] = [
        ['imports', runImports],
        ['alerts', runAlerts],
        ['sign-in records purge', purgeSignInRecords],
        ['expired limits purge', purgeLimits],
        ['sign-in events purge', purgeOldSignInEvents],
      ];
      for (const [name, run] of steps) {
        if (stopping) return;
        step = name;
        await run(now);
      }
    })().finally(() => {
      running = null;
      step = null;
    });
    return running;
  }

  return {
    tick,
    /**
     * What the ticks saw, and the outbox's failed deliveries, counted when asked (by any server
     * on the database) rather than on every tick.
     */
    async health(): Promise<JobsHealth> {
      // Taken before the count, so a tick ending meanwhile cannot claim a count made before it.
      const seen = structuredClone(health);
      const { rows } = await pool.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM alert_outbox WHERE status = 'failed'",
      );
      return { ...seen, alerts: { ...seen.alerts, failedDeliveries: rows[0]!.n } };
    },
    /** The step a tick is in (`import 4`, `alerts`…), or null between ticks. */
    currentStep(): string | null {
      return step;
    },
    start() {
      timer = setInterval(() => void tick(), intervalMs);
      timer.unref();
      void tick();
    },
    /** Ends the ticks: the current step finishes, the rest of its tick is skipped. */
    async stop() {
      stopping = true;
      clearInterval(timer);
      await running;
      transport?.close();
    },
  };
}
export type ServerJobs = ReturnType<typeof createServerJobs>;
