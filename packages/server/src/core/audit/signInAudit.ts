import type pg from 'pg';
import type { SignInOutcome } from '@headgate/contracts';
import type { Actor } from './auditActor';

/** The audit trail's entity of sign-in events (migration 0018). */
export const SIGN_IN_ENTITY = 'sign-in';

/** One sign-in event as its audit entry keeps it: never a password, token or cookie. */
export interface SignInRecord {
  outcome: SignInOutcome;
  /** Who acted: the user, the administrator or command setting a password, the pipeline. */
  actor: Actor;
  /** The account's e-mail (as typed, trimmed, lower-cased) or a pipeline's client id. */
  email: string;
  /** The account's subject and name, when known. */
  subject: string | null;
  name: string | null;
  /** The client's address as TRUST_PROXY judged it; null for a command run on the server. */
  address: string | null;
  /** Why a token was refused. */
  reason?: string;
}

/**
 * Writes one sign-in event to the audit trail (entity `sign-in`, id the e-mail, the action its
 * outcome), on `db`: a pool, or a write's transaction so that the entry and the write are kept
 * or lost together. Rows of this entity are deleted only by the purge after AUDIT_SIGNIN_DAYS.
 */
export async function recordSignInEvent(
  db: Pick<pg.Pool, 'query'>,
  { outcome, actor, email, subject, name, address, reason }: SignInRecord,
): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (actor_subject, actor_name, entity, entity_id, action, after)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      actor.subject,
      actor.name,
      SIGN_IN_ENTITY,
      email,
      outcome,
      { email, subject, name, address, ...(reason !== undefined && { reason }) },
    ],
  );
}
