import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, Navigate, useLocation } from '@headgate/routing';
import { useAuthStore } from '@headgate/auth';
import { Loader } from '@headgate/design-system';
import { PATHS } from '@headgate/site-map';
import { hasAuthParams } from './authParams';
import { useSignInStore } from './signInStore';

/**
 * `/auth/callback`: where the provider sends the user back. The sign-in session completes the
 * login and moves on; meanwhile the loader shows, and a failure is explained with a way to retry.
 */
export function AuthCallbackRoute() {
  const callback = useSignInStore((state) => state.callback);
  const signIn = useAuthStore((state) => state.signIn);
  const location = useLocation();
  if (callback.state === 'idle' && !hasAuthParams(location)) {
    // Nothing to complete (an old bookmark, the back button): the public map is the way on.
    return <Navigate to={PATHS.publicMap} replace />;
  }
  // The provider's answer is in the address until the sign-in session has taken it.
  if (callback.state !== 'failed') return <Loader label="Completing sign-in" />;
  return (
    <Box sx={{ p: { xs: 3, md: 6 }, maxWidth: 720 }}>
      <Alert
        severity="error"
        action={
          <Box sx={{ display: 'flex', gap: 2 }}>
            <Button color="inherit" size="small" onClick={() => void signIn()}>
              Try again
            </Button>
            <Button color="inherit" size="small" component={RouterLink} to={PATHS.publicMap}>
              Public map
            </Button>
          </Box>
        }
      >
        <AlertTitle>Sign-in could not be completed</AlertTitle>
        {callback.message}
      </Alert>
    </Box>
  );
}
