import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { useAuthStore } from '@headgate/auth';
import { PATHS } from '@headgate/site-map';
import { AccessPlatform } from './AccessPlatform';
import { LandingFooter } from './LandingFooter';
import { LandingIntro } from './LandingIntro';
import { LandingTopBar } from './LandingTopBar';
import { takeOverPrerenderedLanding } from './landingWake';

/**
 * `/login`: the landing page (spec/public-map.md §2), in its own frame without the sidebar.
 * 'Log in to Dashboard' leads to the user's landing page after sign-in; the 'Log In' of the
 * access block returns to the public map.
 */
export function LandingPage() {
  const signIn = useAuthStore((state) => state.signIn);
  const page = useRef<HTMLDivElement>(null);
  useEffect(() => {
    document.title = 'Welcome | Headgate';
    if (page.current) takeOverPrerenderedLanding(page.current);
  }, []);
  return (
    <Box ref={page} sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <LandingTopBar onLogIn={() => void signIn()} />
      <Box component="main" sx={{ flex: 1 }}>
        <LandingIntro />
        <AccessPlatform onLogIn={() => void signIn(PATHS.publicMap)} />
      </Box>
      <LandingFooter />
    </Box>
  );
}
