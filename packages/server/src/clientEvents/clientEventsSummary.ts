import type pg from 'pg';
import type { ClientEventsSummaryRow } from '@headgate/contracts';

/** The window the summary and the rollback rule look at. */
export const SUMMARY_WINDOW_MINUTES = 60;

const SUMMARY_SQL = `
  WITH recent AS (
    SELECT remote, version,
           count(*) FILTER (WHERE kind IN ('loaded', 'load-failure', 'mount-error'))::int AS loads,
           count(*) FILTER (WHERE kind <> 'loaded')::int AS errors
    FROM client_events
    WHERE received_at > now() - make_interval(mins => $1)
    GROUP BY remote, version
  )
  SELECT coalesce(r.remote, b.remote) AS remote, coalesce(r.version, b.version) AS version,
         coalesce(r.loads, 0) AS loads, coalesce(r.errors, 0) AS errors,
         b.rolled_back_at AS "rolledBackAt"
  FROM recent r
  FULL JOIN remote_rollbacks b ON b.remote = r.remote AND b.version = r.version
  ORDER BY 1, 2`;

/** Loads and errors per remote version over the last hour, with any rollback. */
export async function clientEventsSummary(pool: pg.Pool): Promise<ClientEventsSummaryRow[]> {
  const { rows } = await pool.query<
    Omit<ClientEventsSummaryRow, 'errorRate' | 'rolledBackAt'> & { rolledBackAt: Date | null }
  >(SUMMARY_SQL, [SUMMARY_WINDOW_MINUTES]);
  return rows.map((row) => ({
    ...row,
    errorRate: row.loads > 0 ? Math.min(1, row.errors / row.loads) : 0,
    rolledBackAt: row.rolledBackAt ? row.rolledBackAt.toISOString() : null,
  }));
}
