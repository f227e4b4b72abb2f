import { act } from '@testing-library/react';
import { useAuthStore } from '../authStore';
import type { Role } from '../roles';

/** A signed-in user with these roles, as the shell's sign-in leaves the store. For tests. */
export function signInAs(roles: Role[]): void {
  act(() =>
    useAuthStore.getState().setSession({
      user: { id: 'auth0|ada', name: 'Ada', email: 'ada@district.example', nickname: 'ada' },
      roles,
      landingPageNdx: 1,
      getAccessToken: () => Promise.resolve(null),
    }),
  );
}
