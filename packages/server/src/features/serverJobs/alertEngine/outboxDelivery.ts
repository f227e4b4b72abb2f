import type pg from 'pg';
import { jobClaims } from '../jobClaims';
import { serverName } from '../../../core/lifecycle/serverName';

/** Sends one message; the SMTP transport in production, a stand-in in tests. */
export type SendMail = (message: {
  from: string;
  to: string[];
  subject: string;
  text: string;
}) => Promise<unknown>;

/** After this many failed attempts a message is marked failed (and stays in the outbox). */
export const MAX_ATTEMPTS = 6;
const BATCH = 20;
/** A message left 'sending' this long (its server stopped mid-send) is tried again. */
const STALE_SENDING_MINUTES = 10;

export const NO_SMTP_MESSAGE = 'No SMTP server is configured (SMTP_URL): the message waits here.';

/** Minutes before the next attempt after `attempts` failures: 1, 2, 4, 8, 16. */
export const backoffMinutes = (attempts: number) => 2 ** (attempts - 1);

/**
 * Delivers the outbox's due messages. Each is claimed (`jobClaims.dueMessages`) so of several
 * servers one sends it; a failure is retried with backoff, then marked failed. Without SMTP the
 * messages stay pending and say why. A message records the `server` that last tried to send
 * it. Answers how many were sent.
 */
export async function deliverOutbox(
  pool: pg.Pool,
  sendMail: SendMail | null,
  from: string,
  now: Date,
  server = serverName(),
): Promise<number> {
  if (!sendMail) {
    await pool.query(
      `UPDATE alert_outbox SET last_error = $1 WHERE status = 'pending' AND last_error IS NULL`,
      [NO_SMTP_MESSAGE],
    );
    return 0;
  }
  await pool.query(
    `UPDATE alert_outbox SET status = 'pending'
      WHERE status = 'sending' AND next_attempt_at < $1::timestamptz - make_interval(mins => $2)`,
    [now, STALE_SENDING_MINUTES],
  );
  const rows = await jobClaims.dueMessages(pool, now, BATCH, server);
  let sent = 0;
  for (const message of rows) {
    const attempts = message.attempts + 1;
    try {
      await sendMail({
        from,
        to: message.recipients,
        subject: message.subject,
        text: message.body,
      });
      await pool.query(
        `UPDATE alert_outbox SET status = 'sent', sent_at = now(), attempts = $2, last_error = NULL
          WHERE message_ndx = $1`,
        [message.message_ndx, attempts],
      );
      sent += 1;
    } catch (error) {
      await pool.query(
        `UPDATE alert_outbox
            SET status = $2, attempts = $3, last_error = $4,
                next_attempt_at = $5::timestamptz + make_interval(mins => $6)
          WHERE message_ndx = $1`,
        [
          message.message_ndx,
          attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          attempts,
          (error as Error).message,
          now,
          backoffMinutes(attempts),
        ],
      );
    }
  }
  return sent;
}
