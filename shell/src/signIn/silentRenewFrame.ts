import { PATHS } from '@headgate/site-map';
import { loadAuthSettings } from './authSettings';

/**
 * True inside the hidden iframe oidc-client-ts opens on `/auth/callback` to renew tokens without
 * a refresh token. That page only passes the answer to its parent and renders no app.
 */
export function isSilentRenewFrame(): boolean {
  return window.self !== window.top && window.location.pathname === PATHS.authCallback;
}

/** Passes the provider's answer from the silent-renewal iframe to the page that opened it. */
export async function completeSilentRenew(): Promise<void> {
  const settings = await loadAuthSettings();
  const { completeSilentSignIn } = await import('./oidcSession');
  await completeSilentSignIn(settings);
}
