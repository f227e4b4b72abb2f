import type pg from 'pg';
import { deleteInBatches, type PurgeBatches } from '../database/deleteInBatches';
import { LIMITS_TABLE } from './sharedLimiters';

/**
 * Deletes the shared limits' expired counts (rate-limiter-flexible reads past them but never
 * deletes them) in batches (`deleteInBatches`), oldest first, skipping rows another server is
 * deleting. Answers how many went.
 */
export function purgeExpiredLimits(
  pool: pg.Pool,
  now: Date,
  batches: PurgeBatches = {},
): Promise<number> {
  return deleteInBatches(async (batchSize) => {
    const { rowCount } = await pool.query(
      `DELETE FROM ${LIMITS_TABLE} WHERE key IN (
         SELECT key FROM ${LIMITS_TABLE} WHERE expire < $1
          ORDER BY expire LIMIT $2 FOR UPDATE SKIP LOCKED)`,
      [now.getTime(), batchSize],
    );
    return rowCount ?? 0;
  }, batches);
}
