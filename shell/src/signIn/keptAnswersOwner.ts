import { keepOnlyAnswersOf } from '@headgate/api-client';
import { useAuthStore } from '@headgate/auth';

/**
 * When someone signs in, the answers kept on this device for anyone else are forgotten: nothing
 * of another user is ever shown. Returns the unsubscribe function.
 */
export function forgetOtherUsersOnSignIn(): () => void {
  return useAuthStore.subscribe((state, previous) => {
    const id = state.user?.id;
    if (id && id !== previous.user?.id) keepOnlyAnswersOf(id).catch(() => undefined);
  });
}
