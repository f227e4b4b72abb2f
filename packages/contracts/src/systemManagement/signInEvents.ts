import * as z from 'zod';

// Sign-in events: the embedded provider's sign-ins, lockouts and sign-outs, password
// changes and the release pipelines' token requests, in the audit trail as `entity = 'sign-in'`.

/** What happened, as the audit trail's `action` names it. */
export const SIGN_IN_OUTCOMES = [
  'signed-in',
  'sign-in-failed',
  'locked-out',
  'signed-out',
  'password-changed',
  'token-granted',
  'token-refused',
] as const;
export type SignInOutcome = (typeof SIGN_IN_OUTCOMES)[number];

/** Each outcome as the Users page says it. */
export const SIGN_IN_OUTCOME_TEXTS: Record<SignInOutcome, string> = {
  'signed-in': 'Signed in',
  'sign-in-failed': 'Wrong e-mail or password',
  'locked-out': 'Locked out (too many failed sign-ins)',
  'signed-out': 'Signed out',
  'password-changed': 'Password set',
  'token-granted': 'Pipeline token granted',
  'token-refused': 'Pipeline token refused',
};

/** The most entries one call answers, and how many it answers unless asked. */
export const MAX_SIGN_IN_EVENTS = 1000;
export const DEFAULT_SIGN_IN_EVENTS = 200;

/** `GET /api/audit/sign-in-events`: the newest first, of one outcome or one e-mail if asked. */
export const signInEventsQuerySchema = z.object({
  outcome: z.enum(SIGN_IN_OUTCOMES).optional(),
  /** An e-mail (any case), or a release pipeline's client id. */
  email: z.string().trim().toLowerCase().min(1).max(320).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_SIGN_IN_EVENTS).default(DEFAULT_SIGN_IN_EVENTS),
});

/**
 * One sign-in event: when (ISO 8601, UTC), what, whose account (the e-mail as typed for a
 * refused sign-in; a pipeline's client id), the account's subject and name when known, the
 * client's address as the server's proxy settings judged it (null for a command run on the
 * server), who acted (the user, the administrator or command that set a password, the pipeline)
 * and, for a refused token, why.
 */
export const signInEventSchema = z.object({
  audit_ndx: z.number().int(),
  at: z.string(),
  outcome: z.enum(SIGN_IN_OUTCOMES),
  email: z.string(),
  subject: z.string().nullable(),
  name: z.string().nullable(),
  address: z.string().nullable(),
  by: z.string(),
  reason: z.string().nullable(),
});
export type SignInEventEntry = z.infer<typeof signInEventSchema>;
