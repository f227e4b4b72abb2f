import { useEffect, useMemo } from 'react';
import { useAuth } from 'react-oidc-context';
import type { UserManager } from 'oidc-client-ts';
import type { AuthSettings } from '@headgate/contracts/authSettings';
import { queryClient } from '@headgate/api-client';
import { useAuthStore } from '@headgate/auth';
import { accessTokenGetter } from './accessToken';
import { authSessionOf } from './authSessionOf';
import { clearLoginInitiated } from './loginInitiatedFlag';
import { resetQueriesOnSubjectChange } from './queryCacheReset';
import { readableMessage } from './readableMessage';
import { useSignInStore } from './signInStore';

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

  useEffect(() => {
    const { setSession, clearSession } = useAuthStore.getState();
    const { setIdentityClaims } = useSignInStore.getState();
    if (isAuthenticated && user) {
      setSession({ ...authSessionOf(user.profile, settings), getAccessToken });
      setIdentityClaims({ ...user.profile });
    } else if (!isLoading) {
      clearSession();
      setIdentityClaims(null);
    }
  }, [user, isAuthenticated, isLoading, settings, getAccessToken]);

  useEffect(() => {
    if (error?.source !== 'signinCallback') return;
    clearLoginInitiated();
    useSignInStore.getState().setCallback({ state: 'failed', message: readableMessage(error) });
  }, [error]);

  return null;
}
