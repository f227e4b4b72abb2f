import { act, renderHook } from '@testing-library/react';
import { useAuthScope } from './authScope';
import { useAuthStore } from './authStore';
import { isMapUser } from './roles';

const session = {
  user: { id: 'auth0|ada', name: 'Ada', email: 'ada@district.example', nickname: 'ada' },
  roles: ['User' as const],
  landingPageNdx: 3,
  getAccessToken: () => Promise.resolve('token'),
};

describe('the shared auth store', () => {
  it('starts loading, with no user and landing page 1', () => {
    expect(useAuthStore.getState()).toMatchObject({
      status: 'loading',
      user: null,
      roles: [],
      landingPageNdx: 1,
    });
  });

  it('cannot sign in before the shell installs its actions', async () => {
    await expect(useAuthStore.getState().signIn('/secret')).resolves.toBe(false);
  });

  it('holds a session until it is cleared', async () => {
    act(() => useAuthStore.getState().setSession(session));
    expect(useAuthStore.getState()).toMatchObject({ status: 'authenticated', landingPageNdx: 3 });
    act(() => useAuthStore.getState().clearSession());
    expect(useAuthStore.getState()).toMatchObject({ status: 'anonymous', user: null, roles: [] });
    await expect(useAuthStore.getState().getAccessToken()).resolves.toBeNull();
  });
});

describe('the auth scope of cached data', () => {
  it('is the subject when signed in and anonymous otherwise', () => {
    const { result } = renderHook(() => useAuthScope());
    act(() => useAuthStore.getState().clearSession());
    expect(result.current).toBe('anonymous');
    act(() => useAuthStore.getState().setSession(session));
    expect(result.current).toBe('auth0|ada');
  });
});

describe('isMapUser', () => {
  it.each([
    [['Developer'], true],
    [['Administrator'], true],
    [['User'], true],
    [['All Data User'], false],
    [['River Photos'], false],
    [[], false],
  ] as const)('%p → %p', (roles, expected) => {
    expect(isMapUser(roles)).toBe(expected);
  });
});
