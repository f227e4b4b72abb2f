import CssBaseline from '@mui/material/CssBaseline';
import { retryingLazy, ThemeRoot, ToastHost } from '@headgate/design-system/frame';
import { DeveloperDrawerHost } from './developer/DeveloperDrawerHost';
import { LandingRoute } from './landing/LandingRoute';
import { ShellPartBoundary } from './routing/ShellPartBoundary';
import { useShellNavigation } from './routing/shellNavigation';
import { SignInRoot } from './signIn/SignInRoot';

// No fallback of its own: the first render is a transition, so the HTML's frame stays until it
// is in, and a move from the landing page (a transition too) keeps the landing page until then.
const RoutedShell = retryingLazy(() =>
  import('./routing/RoutedShell').then(({ RoutedShell }) => ({ default: RoutedShell })),
);

/**
 * The host application: theme, the sign-in session, and the page: the landing page without the
 * router when the page was loaded on it, otherwise the router with the landing page or the layout
 * and the current route's area. The shell's own frame fetches no API data, so the shared
 * QueryClient is provided where data is read (each remote, the About dialog).
 */
export function ShellApp() {
  const routed = useShellNavigation((state) => state.routed);
  return (
    <ThemeRoot>
      <CssBaseline />
      <SignInRoot />
      <ShellPartBoundary>{routed ? <RoutedShell /> : <LandingRoute />}</ShellPartBoundary>
      <DeveloperDrawerHost />
      <ToastHost />
    </ThemeRoot>
  );
}
