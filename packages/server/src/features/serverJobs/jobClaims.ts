import type pg from 'pg';

/** A message the outbox hands to one server to send. */
export interface ClaimedMessage {
  message_ndx: string;
  recipients: string[];
  subject: string;
  body: string;
  attempts: number;
}

/**
 * How a job takes a piece of work so that, of several servers on one database, exactly one does
 * it. Each claim is one conditional `UPDATE` that moves the work's own row on (next retrieval,
 * last alert sent, outbox status) and commits at once; `FOR UPDATE SKIP LOCKED` lets a racing
 * server pass over rows another is claiming. The claim lives in the row, not in a connection:
 * PostgreSQL advisory locks belong to a session, and the pool hands a job a different connection
 * for each query (PGlite has one connection for everything, where a lock held through a run would
 * stall the run's own queries). Why not pg-boss, which runs on PGlite too: docs/decisions.md.
 */
export const jobClaims = {
  /**
   * The imports that are due (enabled, and Run Now set or their next retrieval reached): their
   * next retrieval moves on and Run Now is cleared in the same statement.
   */
  async dueImports(pool: pg.Pool, now: Date): Promise<number[]> {
    const { rows } = await pool.query<{ import_ndx: number }>(
      `UPDATE import_data_sources
          SET next_retrieval = $1::timestamptz + make_interval(mins => frequency_minutes),
              run_now = false
        WHERE import_ndx IN (
                SELECT import_ndx FROM import_data_sources
                 WHERE enabled AND (run_now OR next_retrieval IS NULL OR next_retrieval <= $1)
                 ORDER BY import_ndx FOR UPDATE SKIP LOCKED)
          AND enabled AND (run_now OR next_retrieval IS NULL OR next_retrieval <= $1)
       RETURNING import_ndx`,
      [now],
    );
    return rows.map((row) => row.import_ndx).sort((a, b) => a - b);
  },

  /**
   * Gives back imports claimed by a server that stops before running them: they are due at once
   * (Run Now) for whichever server ticks next.
   */
  async handBackImports(pool: pg.Pool, importNdxs: number[]): Promise<void> {
    await pool.query('UPDATE import_data_sources SET run_now = true WHERE import_ndx = ANY($1)', [
      importNdxs,
    ]);
  },

  /**
   * Takes a firing alert, inside the caller's transaction that queues its message: true when
   * the alert is still enabled and its reset time has passed (then its last sending is `now`).
   */
  async firingAlert(
    client: pg.PoolClient,
    alertNdx: number,
    now: Date,
    recipients: string[],
  ): Promise<boolean> {
    const claimed = await client.query(
      `UPDATE alert_requests SET last_alert_sent = $2, last_alert_sent_to_details = $3
        WHERE alert_request_ndx = $1 AND enabled
          AND (last_alert_sent IS NULL
               OR last_alert_sent <= $2::timestamptz - make_interval(secs => reset_hours * 3600))`,
      [alertNdx, now, recipients.join(', ') || null],
    );
    return Boolean(claimed.rowCount);
  },

  /** Up to `limit` outbox messages due for sending, marked 'sending' by `server`. */
  async dueMessages(
    pool: pg.Pool,
    now: Date,
    limit: number,
    server: string,
  ): Promise<ClaimedMessage[]> {
    const { rows } = await pool.query<ClaimedMessage>(
      `UPDATE alert_outbox SET status = 'sending', next_attempt_at = $1, sent_by = $3
        WHERE message_ndx IN (
                SELECT message_ndx FROM alert_outbox
                 WHERE status = 'pending' AND next_attempt_at <= $1
                 ORDER BY message_ndx LIMIT $2 FOR UPDATE SKIP LOCKED)
          AND status = 'pending'
       RETURNING message_ndx, recipients, subject, body, attempts`,
      [now, limit, server],
    );
    return rows;
  },
};
