import { Suspense } from 'react';
import { Loader, retryingLazy } from '@headgate/design-system/frame';

// The landing page has its own frame (top bar, video, footer) and is the only page that needs it.
const LandingPage = retryingLazy(() =>
  import('./LandingPage').then(({ LandingPage }) => ({ default: LandingPage })),
);

/** `/login`, with the router or without it (a page loaded on it draws before the router loads). */
export function LandingRoute() {
  return (
    <Suspense fallback={<Loader />}>
      <LandingPage />
    </Suspense>
  );
}
