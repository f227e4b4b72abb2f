import { useCallback } from 'react';
import { AuthProvider } from 'react-oidc-context';
import type { User } from 'oidc-client-ts';
import type { AuthSettings } from '@headgate/contracts/authSettings';
import { PATHS } from '@headgate/site-map';
import { navigateInShell } from '../routing/shellNavigation';
import { AuthStoreBridge } from './AuthStoreBridge';
import { authSessionOf } from './authSessionOf';
import { fetchLandingPagePath } from './landingPagePath';
import { clearLoginInitiated } from './loginInitiatedFlag';
import { userManagerOf } from './oidcSession';
import {
  navigateUnlessThere,
  postLoginDestination,
  returnToOf,
  signedInMayOpen,
} from './postLoginDestination';

/**
 * The OpenID Connect session of the page: react-oidc-context's AuthProvider over the store
 * bridge. It restores a stored session, renews tokens, and on `/auth/callback` completes the
 * sign-in and sends the user on (spec/dashboard.md §4).
 */
export function SignInSession({
  settings,
  completeCallback,
}: {
  settings: AuthSettings;
  /** True when the page was opened on `/auth/callback` with the provider's answer. */
  completeCallback: boolean;
}) {
  const userManager = userManagerOf(settings);

  const onSigninCallback = useCallback(
    async (user: User | undefined) => {
      clearLoginInitiated();
      // The code is single-use: drop it from the address bar before anything else can fail.
      navigateInShell(PATHS.authCallback, { replace: true });
      const session = user ? authSessionOf(user.profile, settings) : undefined;
      const destination = await postLoginDestination({
        returnTo: returnToOf(user?.state),
        landingPagePath: () =>
          user && session
            ? fetchLandingPagePath(session.landingPageNdx, user.access_token)
            : Promise.reject(new Error('no user after sign-in')),
        mayOpen: signedInMayOpen(session?.roles ?? []),
      });
      // The callback state stays `completing`: setting it now would render the callback page's
      // "nothing to complete" redirect before the router has moved on to the destination.
      navigateUnlessThere(destination, window.location.pathname, navigateInShell);
    },
    [settings],
  );

  return (
    <AuthProvider
      userManager={userManager}
      skipSigninCallback={!completeCallback}
      onSigninCallback={onSigninCallback}
    >
      <AuthStoreBridge settings={settings} userManager={userManager} />
    </AuthProvider>
  );
}
