import type { AuthSettings } from '@headgate/contracts/authSettings';

/**
 * The localStorage key under which oidc-client-ts keeps the signed-in user: its `userStore`
 * prefix `oidc.` and `user:<authority>:<client_id>`. Checked before the library is loaded, so an
 * anonymous visitor never downloads it.
 */
export function storedSessionKey(settings: AuthSettings): string {
  return `oidc.user:${settings.issuer}:${settings.clientId}`;
}

/** Whether this tab holds a session from an earlier page load. */
export function hasStoredSession(settings: AuthSettings): boolean {
  return localStorage.getItem(storedSessionKey(settings)) !== null;
}
