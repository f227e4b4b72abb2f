import { useAuthStore } from '../authStore';
import { hasAnyRole, type Role } from '../roles';

/** True while someone is signed in with at least one of the roles. */
export function useHasAnyRole(wanted: readonly Role[]): boolean {
  return useAuthStore(
    (state) => state.status === 'authenticated' && hasAnyRole(state.roles, wanted),
  );
}
