import { act } from '@testing-library/react';
import type { AuthSettings } from '@headgate/contracts/authSettings';
import { useAuthStore, type AuthUser, type Role } from '@headgate/auth';

/** A signed-in user as the tests name them. */
export const TEST_USER: AuthUser = {
  id: 'auth0|ada',
  name: 'Ada Lovelace',
  email: 'ada@district.example',
  nickname: 'ada',
};

/** Puts the auth store in the state the shell writes after a sign-in with these roles. */
export function signInAs(
  roles: Role[],
  options: { user?: AuthUser; landingPageNdx?: number } = {},
) {
  act(() =>
    useAuthStore.getState().setSession({
      user: options.user ?? TEST_USER,
      roles,
      landingPageNdx: options.landingPageNdx ?? 1,
      getAccessToken: () => Promise.resolve('test-token'),
    }),
  );
}

/** An anonymous visitor, as after the sign-in settings were read and nobody was signed in. */
export function visitAnonymously() {
  act(() => useAuthStore.getState().clearSession());
}

/** The store as the page starts: still finding out who is there. */
export function whileSignInLoads() {
  act(() => {
    useAuthStore.getState().clearSession();
    useAuthStore.setState({ status: 'loading' });
  });
}

/** Sign-in settings as the server would answer them, for tests of the sign-in code. */
export const TEST_AUTH_SETTINGS: AuthSettings = {
  issuer: 'http://localhost/oidc',
  clientId: 'headgate-shell',
  audience: 'headgate-api',
  rolesClaim: 'roles',
  landingPageClaim: 'landing_page',
  scope: 'openid',
};
