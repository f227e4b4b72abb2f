import { Suspense } from 'react';
import { Loader, retryingLazy } from '@headgate/design-system/frame';
import { prerenderedLandingIsShown } from './landingWake';

// The landing page has its own frame (top bar, video, footer) and is the only page that needs it.
const LandingPage = retryingLazy(() =>
  import('./LandingPage').then(({ LandingPage }) => ({ default: LandingPage })),
);

/**
 * Decided once, as the shell starts: over the landing page the HTML carries, a loader would
 * replace the whole page for a moment. Without a boundary of its own, the shell's first render
 * (a transition) leaves the HTML's page on screen until the landing page is in.
 */
const DRAWN_OVER_THE_HTML_PAGE = prerenderedLandingIsShown();

/** `/login`, with the router or without it (a page loaded on it draws before the router loads). */
export function LandingRoute() {
  if (DRAWN_OVER_THE_HTML_PAGE) return <LandingPage />;
  return (
    <Suspense fallback={<Loader />}>
      <LandingPage />
    </Suspense>
  );
}
