import type pg from 'pg';
import {
  SERVER_GONE_AFTER_MINUTES,
  type AlertEngineStatus,
  type ServerStatus,
} from '@headgate/contracts';
import { DISTRICT_TIME_ZONE } from '@headgate/district-clock';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

// Seen in the last minutes, or gone but seen since midnight on the district's clock: a server
// that went away last night is news for this morning's staff, last week's is not.
const SERVERS_SQL = `
  SELECT server_name, version, started_at, last_seen_at, ready, jobs,
         last_seen_at < now() - make_interval(mins => $1) AS gone
    FROM servers
   WHERE last_seen_at >= least(now() - make_interval(mins => $1),
                               date_trunc('day', now() AT TIME ZONE $2) AT TIME ZONE $2)
   ORDER BY gone, server_name`;

const ALERT_ENGINE_SQL = `
  SELECT server_name, alerts_evaluated_at FROM servers
   WHERE alerts_evaluated_at IS NOT NULL
   ORDER BY alerts_evaluated_at DESC LIMIT 1`;

/** The servers seen lately (the gone ones after the others), and the newest alert evaluation. */
export async function seenServers(
  pool: pg.Pool,
): Promise<{ servers: ServerStatus[]; alertEngine: AlertEngineStatus }> {
  const [servers, engine] = await Promise.all([
    pool.query<{
      server_name: string;
      version: string;
      started_at: Date;
      last_seen_at: Date;
      ready: boolean;
      jobs: boolean;
      gone: boolean;
    }>(SERVERS_SQL, [SERVER_GONE_AFTER_MINUTES, DISTRICT_TIME_ZONE]),
    pool.query<{ server_name: string; alerts_evaluated_at: Date }>(ALERT_ENGINE_SQL),
  ]);
  const newest = engine.rows[0];
  return {
    servers: servers.rows.map((row) => ({
      name: row.server_name,
      version: row.version,
      startedAt: row.started_at.toISOString(),
      lastSeenAt: row.last_seen_at.toISOString(),
      ready: row.ready,
      jobs: row.jobs,
      gone: row.gone,
    })),
    alertEngine: {
      lastEvaluatedAt: iso(newest?.alerts_evaluated_at ?? null),
      server: newest?.server_name ?? null,
    },
  };
}
