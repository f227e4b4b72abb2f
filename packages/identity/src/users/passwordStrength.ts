/** The shortest password an operator may give an account (`headgate admin`). */
export const STRONG_PASSWORD_MIN_LENGTH = 12;

/** Fewer different characters than this is a pattern (`aaaaaaaaaaaa`, `abcabcabcabc`), not a password. */
const MIN_DIFFERENT_CHARACTERS = 6;

/** E-mail local parts shorter than this are too common inside words to refuse a password for. */
const MIN_NAME_LENGTH_CHECKED = 3;

/**
 * Why `password` is too weak for the account of `email`, completing "The password …", or null
 * when it is strong enough: at least {@link STRONG_PASSWORD_MIN_LENGTH} characters, none of
 * `demoPasswords` (published, so the first guess), not containing the e-mail's name, at least six
 * different characters and not only digits. Length does most of the work; the rest refuses what
 * a guesser tries first.
 */
export function passwordWeakness(
  password: string,
  account: { email: string; demoPasswords: readonly string[] },
): string | null {
  if (password.length < STRONG_PASSWORD_MIN_LENGTH) {
    return `is shorter than ${STRONG_PASSWORD_MIN_LENGTH} characters`;
  }
  if (account.demoPasswords.includes(password)) return 'is a demo password, which is published';
  const name = account.email.split('@')[0]!.toLowerCase();
  if (name.length >= MIN_NAME_LENGTH_CHECKED && password.toLowerCase().includes(name)) {
    return `contains the e-mail's name "${name}"`;
  }
  if (new Set(password).size < MIN_DIFFERENT_CHARACTERS) {
    return `has fewer than ${MIN_DIFFERENT_CHARACTERS} different characters`;
  }
  if (/^\d+$/.test(password)) return 'is only digits';
  return null;
}
