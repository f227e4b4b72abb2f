import type pg from 'pg';
import type { LineReject } from './importLines';

/** What one run did: the counts of the run record and how it ended. */
export interface ImportRunSummary {
  runNdx: number;
  status: 'succeeded' | 'failed';
  files: string[];
  rowsRead: number;
  rowsWritten: number;
  rowsUnchanged: number;
  rowsSkipped: number;
  rowsRejected: number;
  rejects: (LineReject & { file: string })[];
  message: string | null;
}

/**
 * The run records of `import_runs`: a run is recorded 'running' when it starts, its counts move
 * on in the transaction of each file it stores, and it ends 'succeeded' or 'failed' with its
 * import's last and next retrieval.
 */
export const runRecord = {
  /** Records a run of `importNdx` starting on `server`; answers its empty summary. */
  async start(pool: pg.Pool, importNdx: number, server: string): Promise<ImportRunSummary> {
    const { rows } = await pool.query<{ run_ndx: string }>(
      'INSERT INTO import_runs (import_ndx, server) VALUES ($1, $2) RETURNING run_ndx',
      [importNdx, server],
    );
    return {
      runNdx: Number(rows[0]!.run_ndx),
      status: 'succeeded',
      files: [],
      rowsRead: 0,
      rowsWritten: 0,
      rowsUnchanged: 0,
      rowsSkipped: 0,
      rowsRejected: 0,
      rejects: [],
      message: null,
    };
  },

  /** Writes the run's files and counts so far. */
  async progress(client: pg.PoolClient, summary: ImportRunSummary): Promise<void> {
    await client.query(
      `UPDATE import_runs SET files = $2, rows_read = $3, rows_written = $4, rows_unchanged = $5,
              rows_skipped = $6, rows_rejected = $7, rejects = $8
        WHERE run_ndx = $1`,
      [
        summary.runNdx,
        summary.files,
        summary.rowsRead,
        summary.rowsWritten,
        summary.rowsUnchanged,
        summary.rowsSkipped,
        summary.rowsRejected,
        JSON.stringify(summary.rejects),
      ],
    );
  },

  /**
   * Ends the run with its status and message (its counts were written with its files), and
   * moves its import's last retrieval to `now` and its next one a frequency later.
   */
  async finish(
    client: pg.PoolClient,
    summary: ImportRunSummary,
    importNdx: number,
    { now, frequencyMinutes }: { now: Date; frequencyMinutes: number },
  ): Promise<void> {
    await client.query(
      'UPDATE import_runs SET finished_at = $2, status = $3, message = $4 WHERE run_ndx = $1',
      [summary.runNdx, new Date(), summary.status, summary.message],
    );
    await client.query(
      `UPDATE import_data_sources
          SET last_retrieval = $2, next_retrieval = $2::timestamptz + make_interval(mins => $3),
              last_run_status = $4, last_run_message = $5
        WHERE import_ndx = $1`,
      [importNdx, now, frequencyMinutes, summary.status, summary.message],
    );
  },
};
