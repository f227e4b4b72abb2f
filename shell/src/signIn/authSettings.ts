import { AUTH_SETTINGS_PATH, type AuthSettings } from '@headgate/contracts/authSettings';
import { useSignInStore } from './signInStore';

const FIELDS = [
  'issuer',
  'clientId',
  'audience',
  'rolesClaim',
  'landingPageClaim',
  'scope',
] as const satisfies readonly (keyof AuthSettings)[];

function isAuthSettings(body: unknown): body is AuthSettings {
  return (
    typeof body === 'object' &&
    body !== null &&
    FIELDS.every((field) => typeof (body as Record<string, unknown>)[field] === 'string')
  );
}

/** Reads how to sign in from the server. Rejects with a message a user can read. */
export async function fetchAuthSettings(): Promise<AuthSettings> {
  const response = await fetch(AUTH_SETTINGS_PATH, {
    cache: 'no-cache',
    headers: { Accept: 'application/json' },
  }).catch(() => {
    throw new Error('the server could not be reached');
  });
  if (!response.ok) {
    throw new Error(`the server answered ${response.status} ${response.statusText}`.trim());
  }
  const body: unknown = await response.json().catch(() => null);
  if (!isAuthSettings(body)) throw new Error("the server's sign-in settings are incomplete");
  return body;
}

let pending: Promise<AuthSettings> | null = null;

/**
 * The sign-in settings, read once per page. A failed read is forgotten, so the next sign-in
 * attempt asks the server again instead of repeating an old error.
 */
export function loadAuthSettings(): Promise<AuthSettings> {
  pending ??= fetchAuthSettings().then(
    (settings) => {
      useSignInStore.getState().setSettings(settings);
      return settings;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}
