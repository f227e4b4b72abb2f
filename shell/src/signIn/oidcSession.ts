import { UserManager } from 'oidc-client-ts';
import type { AuthSettings } from '@headgate/contracts/authSettings';
import { queryClient } from '@headgate/api-client';
import { useAuthStore } from '@headgate/auth';
import { userManagerSettingsFor } from './userManagerSettings';

// Loaded only when someone signs in, signs out or holds a session: an anonymous visitor's page
// never downloads the OpenID Connect client.

let current: { settings: AuthSettings; userManager: UserManager } | null = null;

/** The page's one UserManager for these settings. */
export function userManagerOf(settings: AuthSettings): UserManager {
  if (current?.settings !== settings) {
    current = {
      settings,
      userManager: new UserManager(userManagerSettingsFor(settings, window.location.origin)),
    };
  }
  return current.userManager;
}

/** Leaves for the provider's login; `returnTo` travels in the OIDC state. */
export function redirectToSignIn(settings: AuthSettings, returnTo: string | undefined) {
  return userManagerOf(settings).signinRedirect({ state: { returnTo } });
}

/**
 * RP-initiated logout: forgets the user's data on this page first, then leaves for the
 * provider's end-session endpoint with the ID token as hint (oidc-client-ts adds it).
 */
export async function redirectToSignOut(settings: AuthSettings) {
  queryClient.clear();
  useAuthStore.getState().clearSession();
  await userManagerOf(settings).signoutRedirect();
}

/**
 * Inside the hidden iframe of a silent renewal: hands the provider's answer to the page that
 * opened it. A separate UserManager that does not renew anything itself.
 */
export function completeSilentSignIn(settings: AuthSettings) {
  const settingsForFrame = {
    ...userManagerSettingsFor(settings, window.location.origin),
    automaticSilentRenew: false,
  };
  return new UserManager(settingsForFrame).signinSilentCallback();
}
