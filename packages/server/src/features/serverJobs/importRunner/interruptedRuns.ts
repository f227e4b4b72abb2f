import type pg from 'pg';
import { inTransaction } from '../../../core/database/inTransaction';

/**
 * A run cut off because the database went away: what it had written in the file being read was
 * rolled back with that file's transaction, and its record could not be ended.
 */
export class RunInterrupted extends Error {
  constructor(
    readonly importNdx: number,
    /** The run's record, left 'running'; null when even that could not be written. */
    readonly runNdx: number | null,
    cause: unknown,
  ) {
    const reason = (cause as { message?: unknown } | null)?.message;
    super(
      `The database went away during the run (${String(reason ?? cause)}); the import runs again once it is back.`,
      { cause },
    );
    this.name = 'RunInterrupted';
  }
}

/**
 * The runs a server's jobs saw cut off, kept until the database answers again: then each record
 * is ended 'failed' with why, and its import is due at once, so the next tick runs it again.
 */
export function createInterruptedRuns() {
  // Ticks never overlap, so nothing is added while `resume` runs.
  let interrupted: RunInterrupted[] = [];
  return {
    add(run: RunInterrupted): void {
      interrupted.push(run);
    },
    /**
     * Ends the kept runs' records and makes their imports due at `now`; throws, keeping them,
     * while the database still cannot be reached.
     */
    async resume(pool: pg.Pool, now: Date): Promise<void> {
      if (interrupted.length === 0) return;
      await inTransaction(pool, async (client) => {
        for (const run of interrupted) {
          if (run.runNdx === null) continue;
          await client.query(
            `UPDATE import_runs SET status = 'failed', finished_at = $2, message = $3
              WHERE run_ndx = $1 AND status = 'running'`,
            [run.runNdx, now, run.message],
          );
        }
        // Only the imports still enabled: one switched off meanwhile stays off.
        await client.query(
          'UPDATE import_data_sources SET next_retrieval = $2 WHERE import_ndx = ANY($1) AND enabled',
          [interrupted.map((run) => run.importNdx), now],
        );
      });
      interrupted = [];
    },
  };
}
