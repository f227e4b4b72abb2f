import { useEffect, useState, useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useAuthStore } from '@headgate/auth';
import { Loader } from '@headgate/design-system';

function subscribeToNetwork(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** What a visitor without a network sees instead of a sign-in that cannot load. */
export const OFFLINE_SIGN_IN_TEXT =
  'You are offline. Signing in needs the network: this page will continue when you are back online.';

/**
 * What an anonymous visitor sees on a protected route: the loader while they are sent to the
 * sign-in provider, who brings them back to `returnTo`. If sign-in cannot start (the toast says
 * why), the page offers to try again. Offline, it waits for the network, then goes on by itself.
 */
export function SignInRequired({ returnTo }: { returnTo: string }) {
  const signIn = useAuthStore((state) => state.signIn);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const online = useSyncExternalStore(subscribeToNetwork, () => navigator.onLine);

  useEffect(() => {
    if (!online) return;
    let active = true;
    setFailed(false);
    void signIn(returnTo).then((started) => active && setFailed(!started));
    return () => {
      active = false;
    };
  }, [signIn, returnTo, attempt, online]);

  if (!online) {
    return (
      <Box sx={{ p: { xs: 3, md: 6 }, maxWidth: 720 }}>
        <Alert severity="info">{OFFLINE_SIGN_IN_TEXT}</Alert>
      </Box>
    );
  }
  if (!failed) return <Loader label="Redirecting to sign-in" />;
  return (
    <Box sx={{ p: { xs: 3, md: 6 }, maxWidth: 720 }}>
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => setAttempt((n) => n + 1)}>
            Log in
          </Button>
        }
      >
        Please log in to view this page.
      </Alert>
    </Box>
  );
}
