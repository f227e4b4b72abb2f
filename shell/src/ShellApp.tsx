import { Suspense } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { BrowserRouter, Route, Routes } from '@headgate/routing';
import { Loader, retryingLazy, ThemeRoot, ToastHost } from '@headgate/design-system';
import { PATHS } from '@headgate/site-map';
import { DeveloperDrawerHost } from './developer/DeveloperDrawerHost';
import { BASE_PATH } from './routing/basePath';
import { ShellPartBoundary } from './routing/ShellPartBoundary';
import { SignInRoot } from './signIn/SignInRoot';

// The landing page has its own frame (top bar, video, footer) and is the only page that needs it.
const LandingPage = retryingLazy(() =>
  import('./landing/LandingPage').then(({ LandingPage }) => ({ default: LandingPage })),
);
// Every other page's layout (top bar, sidebar, breadcrumbs): the landing page never loads it. No
// fallback of its own: the first render is a transition, so the HTML's frame stays until it is in.
const ShellLayout = retryingLazy(() =>
  import('./layout/ShellLayout').then(({ ShellLayout }) => ({ default: ShellLayout })),
);

/**
 * The host application: theme, router, the sign-in session, and either the landing page or the
 * layout with the current route's area. The shell's own frame fetches no API data, so the shared
 * QueryClient is provided where data is read (each remote, the About dialog).
 */
export function ShellApp() {
  return (
    <ThemeRoot>
      <CssBaseline />
      <BrowserRouter basename={BASE_PATH}>
        <SignInRoot />
        <ShellPartBoundary>
          <Routes>
            <Route
              path={PATHS.login}
              element={
                <Suspense fallback={<Loader />}>
                  <LandingPage />
                </Suspense>
              }
            />
            <Route path="*" element={<ShellLayout />} />
          </Routes>
        </ShellPartBoundary>
        <DeveloperDrawerHost />
      </BrowserRouter>
      <ToastHost />
    </ThemeRoot>
  );
}
