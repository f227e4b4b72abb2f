import { useEffect, useMemo, useState } from 'react';
import { useAuth } from 'react-oidc-context';
import type { UserManager } from 'oidc-client-ts';
import type { AuthSettings } from '@headgate/contracts/authSettings';
import { queryClient } from '@headgate/api-client';
import { useAuthStore } from '@headgate/auth';
import { accessTokenGetter } from './accessToken';
import { authSessionOf } from './authSessionOf';
import { forgetOtherUsersOnSignIn } from './keptAnswersOwner';
import { clearLoginInitiated } from './loginInitiatedFlag';
import { resetQueriesOnSubjectChange } from './queryCacheReset';
import { readableMessage } from './readableMessage';
import { useSignInStore } from './signInStore';

const noAccessToken = () => Promise.resolve(null);

/**
 * Mirrors react-oidc-context's state into the shared auth store that every remote reads: status,
 * user, roles, landing page and the token getter. Renders nothing.
 */
export function AuthStoreBridge({
  settings,
  userManager,
}: {
  settings: AuthSettings;
  userManager: UserManager;
}) {
  const { user, isAuthenticated, isLoading, error } = useAuth();
  const getAccessToken = useMemo(() => accessTokenGetter(userManager), [userManager]);

  // Subscribed before the first session is written, so that sign-in itself resets the cache.
  useEffect(() => resetQueriesOnSubjectChange(queryClient), []);
  useEffect(() => forgetOtherUsersOnSignIn(), []);
  const keptOffline = useAuthStore((state) => state.keptOffline);
  // A stored session whose token ran out while the site was closed is renewed once, silently,
  // before the user is taken for anonymous: a returning user stays signed in.
  const [renewal, setRenewal] = useState<'none' | 'renewing' | 'failed'>('none');

  useEffect(() => {
    const { setSession, clearSession } = useAuthStore.getState();
    const { setIdentityClaims } = useSignInStore.getState();
    if (isAuthenticated && user) {
      setSession({ ...authSessionOf(user.profile, settings), getAccessToken });
      setIdentityClaims({ ...user.profile });
    } else if (!isLoading && user && !navigator.onLine) {
      // Expired while offline: renewing needs the network, and throwing the user out now would
      // take away what they already have on the device. No token until they sign in again.
      setSession({
        ...authSessionOf(user.profile, settings),
        getAccessToken: noAccessToken,
        keptOffline: true,
      });
      setIdentityClaims({ ...user.profile });
    } else if (!isLoading && user && renewal === 'none') {
      setRenewal('renewing');
      userManager.signinSilent().then(
        () => setRenewal('none'),
        () => setRenewal('failed'),
      );
    } else if (!isLoading && renewal !== 'renewing') {
      clearSession();
      setIdentityClaims(null);
    }
  }, [user, isAuthenticated, isLoading, settings, getAccessToken, renewal, userManager]);

  // Back online: renew the kept session, or end it so that the route guard signs the user in.
  useEffect(() => {
    if (!keptOffline) return;
    const resume = () => {
      userManager.signinSilent().catch(() => useAuthStore.getState().clearSession());
    };
    window.addEventListener('online', resume);
    return () => window.removeEventListener('online', resume);
  }, [keptOffline, userManager]);

  useEffect(() => {
    if (error?.source !== 'signinCallback') return;
    clearLoginInitiated();
    useSignInStore.getState().setCallback({ state: 'failed', message: readableMessage(error) });
  }, [error]);

  return null;
}
