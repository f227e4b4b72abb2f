import type { DatabaseCheck } from '../../core/health/databaseCheck';
import type { ServerLifecycle } from '../../core/lifecycle/serverLifecycle';

/** What a heartbeat records of the server's state. */
export interface ServerState {
  /** Whether `/api/health/ready` would answer 200 now. */
  ready: boolean;
  /** When this server's alert engine last evaluated the alerts (ISO 8601), if it has. */
  alertsEvaluatedAt: string | null;
}

/**
 * The server's state read as `/api/health/ready` reads it (serving, and the database reachable
 * and migrated) from the same shared database check, which also carries the jobs' health: no
 * query of its own beyond what the health calls make.
 */
export async function serverState(readiness: {
  lifecycle: ServerLifecycle;
  check: DatabaseCheck;
}): Promise<ServerState> {
  const database = await readiness.check.current();
  if (database.status !== 'ok') return { ready: false, alertsEvaluatedAt: null };
  return {
    ready: readiness.lifecycle.phase() === 'serving',
    alertsEvaluatedAt: database.jobs?.alerts.lastTickAt ?? null,
  };
}
