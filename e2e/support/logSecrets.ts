import { DEMO_PASSWORD } from './signIn';
import { RELEASE_CLIENT_SECRET } from './environment';

/** A kind of secret, and how a log line that leaks one looks. */
const LEAKS: { kind: string; pattern: RegExp }[] = [
  { kind: 'the demo password', pattern: new RegExp(DEMO_PASSWORD) },
  { kind: 'the release pipeline secret', pattern: new RegExp(RELEASE_CLIENT_SECRET) },
  // Any signed token (access, ID, refresh as JWT): base64url JSON header, payload and signature.
  { kind: 'a JSON Web Token', pattern: /eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]+/ },
  { kind: 'a bearer token', pattern: /Bearer\s+[\w.~+/-]{8,}/i },
  // The sign-in provider's cookies, as a Cookie or Set-Cookie value.
  {
    kind: 'a sign-in cookie',
    pattern: /_(session|interaction|interaction_resume)(\.sig)?=[\w-]{8,}/,
  },
  // A field of the redacted list (requestLogs/redactedFields.ts) written with its value.
  {
    kind: 'an unredacted field',
    pattern:
      /"(authorization|cookie|set-cookie|password|secret|token|access_token|refresh_token|client_secret|id_token|code_verifier)":"(?!\[Redacted\])[^"]/i,
  },
];

/**
 * Where a log leaks a password, token or cookie: each finding names its line and the kind of
 * secret, never the secret itself (the report is printed).
 */
export function secretsInLog(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      LEAKS.filter(({ pattern }) => pattern.test(line)).map(
        ({ kind }) => `line ${index + 1}: ${kind}`,
      ),
    );
}
