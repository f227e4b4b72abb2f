import { Gauge, type Registry } from 'prom-client';
import type { DatabaseCheck } from '../health/databaseCheck';
import type { ServerLifecycle } from '../lifecycle/serverLifecycle';

/**
 * `headgate_server_ready`: 1 when `/api/health/ready` would answer 200 (serving, and the database
 * reachable and migrated), 0 otherwise, read at each scrape from the same database check, so a
 * scrape costs the database no query the health calls did not already make.
 */
export function measureReadiness(
  readiness: { lifecycle: ServerLifecycle; check: DatabaseCheck },
  registry: Registry,
): void {
  new Gauge({
    name: 'headgate_server_ready',
    help: 'Whether this server is ready to take traffic, as /api/health/ready answers (1 or 0).',
    registers: [registry],
    async collect() {
      const serving = readiness.lifecycle.phase() === 'serving';
      const ready = serving && (await readiness.check.current()).status === 'ok';
      this.set(ready ? 1 : 0);
    },
  });
}
