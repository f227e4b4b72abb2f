import type pg from 'pg';
import type { OutboxStatus } from '@headgate/contracts';

const OUTBOX_SQL = `
  SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
         count(*) FILTER (WHERE status = 'sending')::int AS sending,
         count(*) FILTER (WHERE status = 'sent')::int AS sent,
         count(*) FILTER (WHERE status = 'failed')::int AS failed,
         extract(epoch FROM now() - min(created_at) FILTER (WHERE status IN ('pending', 'sending')))::float8
           AS oldest_unsent
    FROM alert_outbox`;

/** The alert messages by state, and the age of the oldest one not yet sent. */
export async function outboxStatus(pool: pg.Pool): Promise<OutboxStatus> {
  const { rows } = await pool.query<{
    pending: number;
    sending: number;
    sent: number;
    failed: number;
    oldest_unsent: number | null;
  }>(OUTBOX_SQL);
  const { oldest_unsent: oldestUnsent, ...states } = rows[0]!;
  return { ...states, oldestUnsentAgeSeconds: oldestUnsent };
}
