import type { SignInEvent, SignInEventListener } from '@headgate/identity';
import type pg from 'pg';
import type { ServerCounters, SignInOutcome } from '../../../core/metrics/serverCounters';
import { recordSignInEvent, type SignInRecord } from '../../../core/audit/signInAudit';

/** How each sign-in through the form counts in `headgate_sign_ins_total`. */
const COUNTED: Partial<Record<SignInEvent['kind'], SignInOutcome>> = {
  'signed-in': 'succeeded',
  'sign-in-failed': 'failed',
  'locked-out': 'locked',
};

/** The audit entry of an event, or null for a refusal after the one that began a lockout. */
function recordOf(event: SignInEvent): SignInRecord | null {
  switch (event.kind) {
    case 'signed-in':
    case 'signed-out':
      return {
        outcome: event.kind,
        actor: { subject: event.subject, name: event.name ?? event.subject },
        email: event.email ?? event.subject,
        subject: event.subject,
        name: event.name,
        address: event.address,
      };
    case 'sign-in-failed':
    case 'locked-out':
      if (event.kind === 'locked-out' && !event.lockoutBegins) return null;
      // Nobody proved who they are: the actor is the e-mail typed, marked so.
      return {
        outcome: event.kind,
        actor: { subject: event.email, name: `${event.email} (not authenticated)` },
        email: event.email,
        subject: null,
        name: null,
        address: event.address,
      };
  }
}

/**
 * The embedded provider's listener: counts each sign-in through the form by outcome in
 * `signIns`, and writes each event to the audit trail (a lockout once, when it begins; the tries
 * refused after it are counted only). A write that fails fails the request, uncounted, so a
 * sign-in that cannot be recorded is not given.
 */
export function signInEventRecorder(
  pool: pg.Pool,
  signIns: ServerCounters['signIns'],
): SignInEventListener {
  return async (event) => {
    const record = recordOf(event);
    if (record) await recordSignInEvent(pool, record);
    const outcome = COUNTED[event.kind];
    if (outcome) signIns.inc({ outcome });
  };
}
