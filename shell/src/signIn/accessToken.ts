import type { UserManager } from 'oidc-client-ts';
import type { AccessTokenGetter } from '@headgate/auth';

/**
 * The token getter the auth store hands to every API call: the current access token while it is
 * valid, otherwise one silent renewal (shared by concurrent callers), otherwise null, and the
 * call goes out anonymously (spec/dashboard.md §7).
 */
export function accessTokenGetter(userManager: UserManager): AccessTokenGetter {
  let renewal: Promise<string | null> | null = null;
  const renew = () =>
    userManager
      .signinSilent()
      .then((user) => (user && !user.expired ? user.access_token : null))
      .catch(() => null)
      .finally(() => {
        renewal = null;
      });
  return async () => {
    const user = await userManager.getUser();
    if (user?.access_token && !user.expired) return user.access_token;
    renewal ??= renew();
    return renewal;
  };
}
