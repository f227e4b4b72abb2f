import type { QueryClient } from '@tanstack/react-query';
import { authScopeOf, useAuthStore } from '@headgate/auth';

/**
 * Resets the shared query cache whenever the signed-in subject changes (sign-in, sign-out, a
 * different user), so layers and per-user data are fetched again for whoever is now there.
 * Returns the unsubscribe function.
 */
export function resetQueriesOnSubjectChange(queryClient: QueryClient): () => void {
  return useAuthStore.subscribe((state, previous) => {
    if (authScopeOf(state) !== authScopeOf(previous)) void queryClient.resetQueries();
  });
}
