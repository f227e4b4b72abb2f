import type { User, UserManager } from 'oidc-client-ts';
import { accessTokenGetter } from './accessToken';

function oidcUser(accessToken: string, expired: boolean): User {
  return { access_token: accessToken, expired } as User;
}

function userManagerWith(
  stored: User | null,
  signinSilent: () => Promise<User | null>,
): UserManager {
  return {
    getUser: () => Promise.resolve(stored),
    signinSilent: jest.fn(signinSilent),
  } as unknown as UserManager;
}

describe('the access token handed to API calls', () => {
  it('is the current token while it is valid', async () => {
    const userManager = userManagerWith(oidcUser('current', false), () => Promise.resolve(null));
    await expect(accessTokenGetter(userManager)()).resolves.toBe('current');
    expect(userManager.signinSilent).not.toHaveBeenCalled();
  });

  it('is renewed silently once it has expired', async () => {
    const userManager = userManagerWith(oidcUser('old', true), () =>
      Promise.resolve(oidcUser('renewed', false)),
    );
    await expect(accessTokenGetter(userManager)()).resolves.toBe('renewed');
  });

  it('is null when renewal fails, so the call goes out anonymously', async () => {
    const userManager = userManagerWith(oidcUser('old', true), () =>
      Promise.reject(new Error('login_required')),
    );
    await expect(accessTokenGetter(userManager)()).resolves.toBeNull();
  });

  it('is renewed once for calls made at the same time', async () => {
    const userManager = userManagerWith(null, () => Promise.resolve(oidcUser('renewed', false)));
    const getAccessToken = accessTokenGetter(userManager);
    await expect(Promise.all([getAccessToken(), getAccessToken()])).resolves.toEqual([
      'renewed',
      'renewed',
    ]);
    expect(userManager.signinSilent).toHaveBeenCalledTimes(1);
  });
});
