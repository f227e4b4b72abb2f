import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useAuthStore } from '@headgate/auth';
import { Loader } from '@headgate/design-system';

/**
 * What an anonymous visitor sees on a protected route: the loader while they are sent to the
 * sign-in provider, who brings them back to `returnTo`. If sign-in cannot start (the toast says
 * why), the page offers to try again.
 */
export function SignInRequired({ returnTo }: { returnTo: string }) {
  const signIn = useAuthStore((state) => state.signIn);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    setFailed(false);
    void signIn(returnTo).then((started) => active && setFailed(!started));
    return () => {
      active = false;
    };
  }, [signIn, returnTo, attempt]);

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
