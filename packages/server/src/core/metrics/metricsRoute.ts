import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { DatabaseCheck } from '../health/databaseCheck';
import type { JobsReport } from '../health/jobsHealth';
import type { ServerLifecycle } from '../lifecycle/serverLifecycle';
import { measureDatabase } from './databaseMetrics';
import { measureRequests } from './httpMetrics';
import { checkMetricsAccess } from './metricsAccess';
import { measureJobs } from './jobsMetrics';
import { measurePool } from './poolMetrics';
import { measureReadiness } from './readinessMetrics';
import { createServerCounters, type ServerCounters } from './serverCounters';

/** Where Prometheus scrapes each server; never proxied by the reference nginx. */
export const METRICS_PATH = '/metrics';

const MISNAMED_DEFAULT_METRICS = [
  'nodejs_active_handles_total',
  'nodejs_active_requests_total',
  'nodejs_active_resources_total',
];

/**
 * The process's own series (CPU, memory, heap, event-loop lag, GC), once per process: prom-client
 * starts an event-loop monitor and a GC observer for each registry it fills and has no way to
 * stop them, so a registry per server app (tests make hundreds) would pile them up.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
    // Gauges that prom-client names like counters; `nodejs_active_handles` and the others say
    // the same by type, and `promtool check metrics` refuses these names.
    for (const misnamed of MISNAMED_DEFAULT_METRICS) processRegistry.removeSingleMetric(misnamed);
  }
  return processRegistry;
}

/**
 * Starts measuring the server's requests (call it before any other hook, so every request is
 * timed). Returns the counters the server's parts count their events in, and a function that
 * adds `GET /metrics` once the other parts exist: the pool, the server's readiness, the
 * database's series and, on a server running jobs, what its jobs did.
 */
export function measureServer(app: FastifyInstance): {
  counters: ServerCounters;
  addMetricsRoute: (options: {
    pool: pg.Pool;
    jobs: JobsReport | null;
    token: string | undefined;
    readiness: { lifecycle: ServerLifecycle; check: DatabaseCheck };
  }) => void;
} {
  const registry = new Registry();
  measureRequests(app, registry);
  const counters = createServerCounters(registry);
  const addMetricsRoute = (options: {
    pool: pg.Pool;
    jobs: JobsReport | null;
    token: string | undefined;
    readiness: { lifecycle: ServerLifecycle; check: DatabaseCheck };
  }) => {
    measurePool(options.pool, registry);
    measureReadiness(options.readiness, registry);
    measureDatabase(options.pool, registry, app.log);
    if (options.jobs) measureJobs(options.jobs, registry);
    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      checkMetricsAccess(request, options.token);
      const merged = Registry.merge([processMetrics(), registry]);
      return reply.type(merged.contentType).send(await merged.metrics());
    });
  };
  return { counters, addMetricsRoute };
}
