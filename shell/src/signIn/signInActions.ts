import { useAuthStore } from '@headgate/auth';
import { showToast } from '@headgate/design-system/frame';
import { loadAuthSettings } from './authSettings';
import { clearLoginInitiated, markLoginInitiated } from './loginInitiatedFlag';
import { readableMessage } from './readableMessage';
import { hasStoredSession } from './storedSession';

/**
 * Starts a sign-in: with `returnTo` (a protected route) the user comes back there, otherwise to
 * their landing page. Resolves false, after a toast saying why, when it cannot start.
 */
export async function signIn(returnTo?: string): Promise<boolean> {
  try {
    const settings = await loadAuthSettings();
    const { redirectToSignIn } = await import('./oidcSession');
    markLoginInitiated();
    await redirectToSignIn(settings, returnTo);
    return true;
  } catch (error) {
    clearLoginInitiated();
    showToast('error', `Sign-in is unavailable: ${readableMessage(error)}.`);
    return false;
  }
}

/**
 * Ends the session: the answers kept on the device are forgotten, the store is cleared, then the provider's session is ended too.
 * Resolves false when there was no provider session to end (the caller goes home itself).
 */
export async function signOut(): Promise<boolean> {
  // What this user kept on the device for offline use goes with them. The API client
  // loads here rather than at start: pages that never sign out (the landing page) go without it.
  await import('@headgate/api-client')
    .then(({ clearKeptAnswers }) => clearKeptAnswers())
    .catch(() => undefined);
  const settings = await loadAuthSettings().catch(() => null);
  if (!settings || !hasStoredSession(settings)) {
    useAuthStore.getState().clearSession();
    return false;
  }
  try {
    const { redirectToSignOut } = await import('./oidcSession');
    await redirectToSignOut(settings);
    return true;
  } catch (error) {
    useAuthStore.getState().clearSession();
    showToast(
      'warning',
      `You are signed out here, but the sign-in provider could not be reached: ${readableMessage(error)}.`,
    );
    return false;
  }
}

/** Hands the shell's sign-in actions to the shared store, where remotes find them. */
export function installSignInActions(): void {
  useAuthStore.getState().installSignInActions({ signIn, signOut });
}
