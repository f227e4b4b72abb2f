import { useAuthStore, type AuthStatus, type AuthUser } from './authStore';

/** The cache scope of a visitor who is not (or not yet) signed in. */
export const ANONYMOUS_SCOPE = 'anonymous';

/** Whose data a response is: the signed-in subject, or `anonymous`. */
export function authScopeOf(state: { status: AuthStatus; user: AuthUser | null }): string {
  return state.status === 'authenticated' && state.user ? state.user.id : ANONYMOUS_SCOPE;
}

/**
 * The current auth scope, for query keys: data that depends on who asks is cached per auth
 * state (spec/public-map.md §4), so signing in or out never shows the previous user's data.
 */
export function useAuthScope(): string {
  return useAuthStore(authScopeOf);
}
