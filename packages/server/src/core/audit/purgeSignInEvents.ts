import type pg from 'pg';
import { deleteInBatches, type PurgeBatches } from '../database/deleteInBatches';
import { inTransaction } from '../database/inTransaction';
import { SIGN_IN_ENTITY } from './signInAudit';

/** How long sign-in events are kept unless AUDIT_SIGNIN_DAYS says otherwise: a year. */
export const DEFAULT_AUDIT_SIGNIN_DAYS = 365;
/** The longest AUDIT_SIGNIN_DAYS accepts: a century, for "keep them". */
export const MAX_AUDIT_SIGNIN_DAYS = 36_500;

/** The setting, local to the purge's transaction, that lets migration 0018's trigger delete. */
const PURGE_DAYS_SETTING = 'headgate.sign_in_purge_days';

/**
 * Deletes the sign-in events older than `days` (AUDIT_SIGNIN_DAYS) in batches
 * (`deleteInBatches`), oldest first, skipping rows another server is deleting. The audit trail
 * refuses every other delete; each batch names the setting in its own transaction, and the
 * trigger lets exactly those rows go. Answers how many went.
 */
export function purgeSignInEvents(
  pool: pg.Pool,
  days: number,
  batches: PurgeBatches = {},
): Promise<number> {
  return deleteInBatches(
    (batchSize) =>
      inTransaction(pool, async (client) => {
        await client.query('SELECT set_config($1, $2, true)', [PURGE_DAYS_SETTING, String(days)]);
        const deleted = await client.query(
          `DELETE FROM audit_log WHERE audit_ndx IN (
             SELECT audit_ndx FROM audit_log
              WHERE entity = $1 AND at < now() - make_interval(days => $2::int)
              ORDER BY at LIMIT $3 FOR UPDATE SKIP LOCKED)`,
          [SIGN_IN_ENTITY, days, batchSize],
        );
        return deleted.rowCount ?? 0;
      }),
    batches,
  );
}
