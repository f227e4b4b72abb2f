import type pg from 'pg';
import { serverName } from '../../core/lifecycle/serverName';
import type { ServerState } from './serverReadiness';

/** How often a server records itself: well inside the two minutes after which it counts as gone. */
export const HEARTBEAT_INTERVAL_MS = 15_000;

/** How long a server's row outlives its last heartbeat before any server deletes it. */
const FORGOTTEN_AFTER = '1 day';

const UPSERT_SQL = `
  INSERT INTO servers (server_name, version, started_at, last_seen_at, jobs, ready, alerts_evaluated_at)
  VALUES ($1, $2, $3, now(), $4, $5, $6)
  ON CONFLICT (server_name) DO UPDATE
     SET version = EXCLUDED.version, started_at = EXCLUDED.started_at, last_seen_at = now(),
         jobs = EXCLUDED.jobs, ready = EXCLUDED.ready,
         alerts_evaluated_at = EXCLUDED.alerts_evaluated_at`;

export interface ServerHeartbeatOptions {
  pool: pg.Pool;
  version: string;
  /** Whether this server runs the jobs (`HEADGATE_JOBS`). */
  jobs: boolean;
  /** The server's readiness and alert engine now. */
  state: () => Promise<ServerState>;
  log: { warn: (object: object, message: string) => void };
  intervalMs?: number;
  /** How the row names this server: `serverName()` unless told (tests). */
  server?: string;
}

/**
 * The server's row in `servers`, for System Status: upserted at start and every
 * {@link HEARTBEAT_INTERVAL_MS} with the server's version, start, jobs and readiness, and rows of
 * servers unseen for a day deleted on the way. A beat that fails (the database away) is logged
 * and the next one tries again; stopping waits for a beat under way, then beats no more.
 */
export function createServerHeartbeat(options: ServerHeartbeatOptions) {
  const { pool, log, server = serverName() } = options;
  const startedAt = new Date();
  let timer: NodeJS.Timeout | undefined;
  let beating: Promise<void> | null = null;
  let stopped = false;

  async function record(): Promise<void> {
    const state = await options.state();
    await pool.query(UPSERT_SQL, [
      server,
      options.version,
      startedAt,
      options.jobs,
      state.ready,
      state.alertsEvaluatedAt,
    ]);
    await pool.query(
      `DELETE FROM servers WHERE last_seen_at < now() - interval '${FORGOTTEN_AFTER}'`,
    );
  }

  /** One beat (never two at once); resolves once it is recorded or has failed. */
  function beat(): Promise<void> {
    if (stopped) return Promise.resolve();
    beating ??= record()
      .catch((error: unknown) => {
        log.warn({ err: error }, 'This server could not record itself for System Status.');
      })
      .finally(() => {
        beating = null;
      });
    return beating;
  }

  return {
    beat,
    start() {
      timer = setInterval(() => void beat(), options.intervalMs ?? HEARTBEAT_INTERVAL_MS);
      timer.unref();
      return beat();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await beating;
    },
  };
}
export type ServerHeartbeat = ReturnType<typeof createServerHeartbeat>;
