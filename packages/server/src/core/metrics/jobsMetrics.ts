import { Counter, Gauge, type Registry } from 'prom-client';
import type { JobsReport } from '../health/jobsHealth';

const seconds = (iso: string | null) => (iso === null ? null : Date.parse(iso) / 1000);

/**
 * What this server's jobs did since it started (each server exposes its own): the import runs
 * it claimed and ran, and when its alert engine last evaluated the alerts. Read from the jobs'
 * health at each scrape; left out while that cannot be read.
 */
export function measureJobs(jobs: JobsReport, registry: Registry): void {
  const registers = [registry];
  const lastEvaluation = new Gauge({
    name: 'headgate_alerts_last_evaluation_timestamp_seconds',
    help: "When this server's alert engine last evaluated the alerts (Unix time).",
    registers,
  });
  new Counter({
    name: 'headgate_import_runs_total',
    help: 'Import runs this server claimed and ran since it started, by outcome.',
    labelNames: ['outcome'] as const,
    registers,
    async collect() {
      this.reset();
      lastEvaluation.reset();
      lastEvaluation.remove();
      const health = await jobs.health().catch(() => null);
      if (!health) return;
      this.inc({ outcome: 'succeeded' }, health.imports.runs - health.imports.failedRuns);
      this.inc({ outcome: 'failed' }, health.imports.failedRuns);
      const evaluatedAt = seconds(health.alerts.lastTickAt);
      if (evaluatedAt !== null) lastEvaluation.set(evaluatedAt);
    },
  });
}
