import type pg from 'pg';
import { recordedEmail, type IdentityUser } from '@headgate/identity';
import type { Actor } from '../audit/auditActor';
import { recordSignInEvent } from '../audit/signInAudit';

/**
 * Records that `actor` set `user`'s password (a new user's first one, or a reset), in the
 * transaction that set it: a sign-in event, since the old password's sessions end with it.
 * `address` is the administrator's, or null for a command run on the server.
 */
export function recordPasswordChange(
  client: pg.PoolClient,
  actor: Actor,
  user: IdentityUser,
  address: string | null,
): Promise<void> {
  return recordSignInEvent(client, {
    outcome: 'password-changed',
    actor,
    email: recordedEmail(user.email),
    subject: user.id,
    name: user.name,
    address,
  });
}
