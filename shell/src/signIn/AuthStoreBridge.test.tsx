import { render } from '@testing-library/react';
import { useAuth, type AuthContextProps } from 'react-oidc-context';
import type { User, UserManager } from 'oidc-client-ts';
import type { AuthSettings } from '@headgate/contracts/authSettings';
import { queryClient } from '@headgate/api-client';
import { useAuthStore } from '@headgate/auth';
import { whileSignInLoads } from '../testing/authFixtures';
import { AuthStoreBridge } from './AuthStoreBridge';
import { LOGIN_INITIATED_KEY } from './loginInitiatedFlag';
import { useSignInStore } from './signInStore';

jest.mock('react-oidc-context', () => ({ useAuth: jest.fn() }));
const mockedUseAuth = jest.mocked(useAuth);

const SETTINGS: AuthSettings = {
  issuer: 'http://localhost/oidc',
  clientId: 'headgate-shell',
  audience: 'headgate-api',
  rolesClaim: 'https://headgate.dev/roles',
  landingPageClaim: 'https://headgate.dev/landing_page',
  scope: 'openid profile email',
};

const userManager = {
  getUser: () => Promise.resolve({ access_token: 'token-1', expired: false }),
} as unknown as UserManager;

function oidcUser(sub: string, claims: Record<string, unknown> = {}): User {
  return {
    access_token: `token-of-${sub}`,
    expired: false,
    profile: { sub, name: `Name of ${sub}`, email: `${sub}@district.example`, ...claims },
  } as unknown as User;
}

/** What react-oidc-context reports: loading, a user, nobody, or a failed callback. */
function oidcState(state: Partial<AuthContextProps>) {
  mockedUseAuth.mockReturnValue({
    isLoading: false,
    isAuthenticated: false,
    ...state,
  } as AuthContextProps);
}

function renderBridge() {
  const view = render(<AuthStoreBridge settings={SETTINGS} userManager={userManager} />);
  return {
    update: () => view.rerender(<AuthStoreBridge settings={SETTINGS} userManager={userManager} />),
  };
}

let resetQueries: jest.SpyInstance;

beforeEach(() => {
  whileSignInLoads();
  useSignInStore.setState({ identityClaims: null, callback: { state: 'idle' } });
  resetQueries = jest.spyOn(queryClient, 'resetQueries').mockResolvedValue();
});
afterEach(() => resetQueries.mockRestore());

describe('the bridge from the OIDC session to the shared auth store', () => {
  it('stays loading while the session is being restored', () => {
    oidcState({ isLoading: true });
    renderBridge();
    expect(useAuthStore.getState().status).toBe('loading');
  });

  it('makes the visitor anonymous when nobody is signed in', () => {
    oidcState({});
    renderBridge();
    expect(useAuthStore.getState()).toMatchObject({ status: 'anonymous', user: null, roles: [] });
  });

  it('writes the signed-in user, their roles and landing page', () => {
    oidcState({
      isAuthenticated: true,
      user: oidcUser('ada', {
        nickname: 'ada',
        [SETTINGS.rolesClaim]: ['Developer', 'Astronaut'],
        [SETTINGS.landingPageClaim]: 4,
      }),
    });
    renderBridge();
    expect(useAuthStore.getState()).toMatchObject({
      status: 'authenticated',
      user: { id: 'ada', name: 'Name of ada', email: 'ada@district.example', nickname: 'ada' },
      roles: ['Developer'],
      landingPageNdx: 4,
    });
    expect(useSignInStore.getState().identityClaims).toMatchObject({ sub: 'ada' });
  });

  it('reads a role given as a single string, and landing page 1 when none is named', () => {
    oidcState({ isAuthenticated: true, user: oidcUser('bob', { [SETTINGS.rolesClaim]: 'User' }) });
    renderBridge();
    expect(useAuthStore.getState()).toMatchObject({ roles: ['User'], landingPageNdx: 1 });
  });

  it('hands API calls the access token through the store', async () => {
    oidcState({ isAuthenticated: true, user: oidcUser('ada') });
    renderBridge();
    await expect(useAuthStore.getState().getAccessToken()).resolves.toBe('token-1');
  });

  it('resets the query cache when someone signs in, another user signs in, and on sign-out', () => {
    oidcState({});
    const { update } = renderBridge();
    expect(resetQueries).not.toHaveBeenCalled();

    oidcState({ isAuthenticated: true, user: oidcUser('ada') });
    update();
    expect(resetQueries).toHaveBeenCalledTimes(1);

    // A renewed token for the same user keeps the cache.
    oidcState({ isAuthenticated: true, user: oidcUser('ada') });
    update();
    expect(resetQueries).toHaveBeenCalledTimes(1);

    oidcState({ isAuthenticated: true, user: oidcUser('bob') });
    update();
    expect(resetQueries).toHaveBeenCalledTimes(2);

    oidcState({});
    update();
    expect(resetQueries).toHaveBeenCalledTimes(3);
    expect(useAuthStore.getState().status).toBe('anonymous');
  });

  it('reports a failed callback in words, and clears the login-initiated flag', () => {
    sessionStorage.setItem(LOGIN_INITIATED_KEY, 'true');
    oidcState({
      error: Object.assign(new Error('No matching state found in storage'), {
        source: 'signinCallback' as const,
      }),
    });
    renderBridge();
    expect(useSignInStore.getState().callback).toEqual({
      state: 'failed',
      message: 'No matching state found in storage',
    });
    expect(sessionStorage.getItem(LOGIN_INITIATED_KEY)).toBeNull();
  });
});
