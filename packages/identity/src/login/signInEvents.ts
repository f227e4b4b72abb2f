/**
 * What happened at the embedded provider that the host keeps a record of: a sign-in through the
 * form (let in, refused, or turned away by the attempt limit) and a sign-out. `address` is the
 * client's address as the host's proxy settings judged it; an e-mail is as the user typed it,
 * trimmed and lower-cased. No event ever carries a password.
 */
export type SignInEvent =
  | { kind: 'signed-in'; subject: string; email: string; name: string; address: string }
  | { kind: 'sign-in-failed'; email: string; address: string }
  /** `lockoutBegins` on the first refusal of the limit's window, false on the ones after it. */
  | { kind: 'locked-out'; email: string; address: string; lockoutBegins: boolean }
  | {
      kind: 'signed-out';
      subject: string;
      email: string | null;
      name: string | null;
      address: string;
    };

/**
 * Told of each event before the answer leaves, and awaited: when it throws, the answer is an
 * error and, for a sign-in, nobody is signed in (a sign-in that cannot be recorded is not given).
 */
export type SignInEventListener = (event: SignInEvent) => Promise<void>;

/** The listener of a host that keeps no record. */
export const ignoreSignInEvents: SignInEventListener = async () => {};

/** An e-mail as the records keep it: as typed, trimmed and lower-cased. */
export function recordedEmail(email: string): string {
  return email.trim().toLowerCase();
}
