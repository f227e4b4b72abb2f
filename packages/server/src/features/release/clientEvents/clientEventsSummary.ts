import type pg from 'pg';
import type { ClientEventsSummaryRow } from '@headgate/contracts';

/** The window the summary and the rollback rule look at. */
export const SUMMARY_WINDOW_MINUTES = 60;

// Per client first, so that one address weighs one client's share of the error rate however
// many events it sends: a flood of `loaded` hides no one's failures, a flood of failures is one
// client failing. Reports from before the load tickets have no client and do not count.
const SUMMARY_SQL = `
  WITH per_client AS (
    SELECT remote, version, client_key,
           count(*) FILTER (WHERE kind IN ('loaded', 'load-failure', 'mount-error'))::int AS loads,
           count(*) FILTER (WHERE kind <> 'loaded')::int AS errors
    FROM client_events
    WHERE received_at > now() - make_interval(mins => $1) AND client_key IS NOT NULL
    GROUP BY remote, version, client_key
  ),
  recent AS (
    SELECT remote, version, sum(loads)::int AS loads, sum(errors)::int AS errors,
           count(*) FILTER (WHERE loads > 0)::int AS clients,
           avg(least(1.0, errors::float8 / loads)) FILTER (WHERE loads > 0) AS error_rate
    FROM per_client
    GROUP BY remote, version
  )
  SELECT coalesce(r.remote, b.remote) AS remote, coalesce(r.version, b.version) AS version,
         coalesce(r.loads, 0) AS loads, coalesce(r.errors, 0) AS errors,
         coalesce(r.clients, 0) AS clients, coalesce(r.error_rate, 0)::float8 AS "errorRate",
         b.rolled_back_at AS "rolledBackAt"
  FROM recent r
  FULL JOIN remote_rollbacks b ON b.remote = r.remote AND b.version = r.version
  ORDER BY 1, 2`;

/**
 * Loads, errors and distinct clients per remote version over the last hour, with any rollback;
 * the error rate is each client's, averaged over the clients.
 */
export async function clientEventsSummary(pool: pg.Pool): Promise<ClientEventsSummaryRow[]> {
  const { rows } = await pool.query<
    Omit<ClientEventsSummaryRow, 'rolledBackAt'> & { rolledBackAt: Date | null }
  >(SUMMARY_SQL, [SUMMARY_WINDOW_MINUTES]);
  return rows.map((row) => ({
    ...row,
    rolledBackAt: row.rolledBackAt ? row.rolledBackAt.toISOString() : null,
  }));
}
