import { useEffect, useState, type ComponentType } from 'react';
import { PATHS } from '@headgate/site-map';
import { useAuthStore } from '@headgate/auth';
import type { AuthSettings } from '@headgate/contracts/authSettings';
import { showToast } from '@headgate/design-system/frame';
import { hasAuthParams } from './authParams';
import { loadAuthSettings } from './authSettings';
import { readableMessage } from './readableMessage';
import { useSignInStore } from './signInStore';
import { hasStoredSession } from './storedSession';

type SessionComponent = ComponentType<{ settings: AuthSettings; completeCallback: boolean }>;

/** Whether this page load carries the provider's answer to a sign-in. */
function isCallbackLoad(): boolean {
  return window.location.pathname === PATHS.authCallback && hasAuthParams(window.location);
}

/**
 * Decides at start whether the page needs the OpenID Connect session: when it returns from the
 * provider or holds a session from an earlier load. Only then is the OIDC client downloaded;
 * everyone else is anonymous as soon as the sign-in settings are read, or failed to be read.
 */
export function SignInRoot() {
  const [session, setSession] = useState<{
    Component: SessionComponent;
    settings: AuthSettings;
    completeCallback: boolean;
  } | null>(null);

  useEffect(() => {
    const completeCallback = isCallbackLoad();
    const { setCallback } = useSignInStore.getState();
    if (completeCallback) setCallback({ state: 'completing' });
    // The visitor goes on anonymously. The callback page explains the failure itself; a restored
    // session that fails gets a toast, while failed settings wait for the Login button to explain.
    const goAnonymous = (message?: string) => {
      useAuthStore.getState().clearSession();
      if (!message) return;
      if (completeCallback) setCallback({ state: 'failed', message });
      else showToast('warning', message);
    };
    loadAuthSettings().then(
      (settings) => {
        if (!completeCallback && !hasStoredSession(settings)) return goAnonymous();
        import('./SignInSession').then(
          ({ SignInSession }) =>
            setSession({ Component: SignInSession, settings, completeCallback }),
          (error: unknown) =>
            goAnonymous(`Your sign-in could not be restored: ${readableMessage(error)}.`),
        );
      },
      (error: unknown) =>
        goAnonymous(
          completeCallback ? `Sign-in is unavailable: ${readableMessage(error)}.` : undefined,
        ),
    );
  }, []);

  if (!session) return null;
  const { Component, settings, completeCallback } = session;
  return <Component settings={settings} completeCallback={completeCallback} />;
}
