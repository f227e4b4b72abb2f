import type pg from 'pg';
import { LIMITS_TABLE } from './sharedLimiters';

/**
 * Deletes the shared limits' expired counts (rate-limiter-flexible reads past them but never
 * deletes them), the way the sign-in records are purged: in short batches, oldest first,
 * skipping rows another server is deleting, at most `maxBatches` a call. Answers how many went.
 */
export async function purgeExpiredLimits(
  pool: pg.Pool,
  now: Date,
  { batchSize = 1000, maxBatches = 20 }: { batchSize?: number; maxBatches?: number } = {},
): Promise<number> {
  let purged = 0;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const { rowCount } = await pool.query(
      `DELETE FROM ${LIMITS_TABLE} WHERE key IN (
         SELECT key FROM ${LIMITS_TABLE} WHERE expire < $1
          ORDER BY expire LIMIT $2 FOR UPDATE SKIP LOCKED)`,
      [now.getTime(), batchSize],
    );
    purged += rowCount ?? 0;
    if ((rowCount ?? 0) < batchSize) break;
  }
  return purged;
}
