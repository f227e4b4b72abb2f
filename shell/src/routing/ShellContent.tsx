import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@headgate/routing';
import { useAuthStore } from '@headgate/auth';
import { PATHS, routeAccessDecision, type PageId, type PageIdOf } from '@headgate/site-map';
import { Loader, NotFoundPage, UnauthorizedPage } from '@headgate/design-system';
import { AccountPage } from '../account/AccountPage';
import { LogoutRoute } from '../account/LogoutRoute';
import { RemoteArea } from '../areas/RemoteArea';
import { ChangelogPage } from '../pages/ChangelogPage';
import { SupportPage } from '../pages/SupportPage';
import { AuthCallbackRoute } from '../signIn/AuthCallbackRoute';
import { SignInRequired } from '../signIn/SignInRequired';
import { routeOf } from './routeTable';

/** The shell's own pages in the content area; the sign-in page has its own frame (ShellApp). */
const SHELL_PAGES: Readonly<Record<Exclude<PageIdOf<'shell'>, 'login'>, ReactNode>> = {
  logout: <LogoutRoute />,
  authCallback: <AuthCallbackRoute />,
  account: <AccountPage page="account" />,
  accountProfile: <AccountPage page="accountProfile" />,
  changelog: <ChangelogPage />,
  support: <SupportPage />,
};

/**
 * Renders the owner of the current route once its guard passes: the remote's area (kept mounted
 * while the user moves between its pages), one of the shell's own pages, or the 404 page.
 */
export function ShellContent() {
  const { pathname, search, hash } = useLocation();
  const status = useAuthStore((state) => state.status);
  const roles = useAuthStore((state) => state.roles);
  const route = routeOf(pathname);
  if (route === undefined) return <NotFoundPage />;

  switch (routeAccessDecision(route.access, status, roles)) {
    case 'wait':
      return <Loader label="Checking your sign-in" />;
    case 'signIn':
      return <SignInRequired returnTo={`${pathname}${search}${hash}`} />;
    case 'unauthorized':
      return <UnauthorizedPage />;
    case 'redirectHome':
      return <Navigate to={PATHS.publicMap} replace />;
    case 'render':
      break;
  }
  if (route.owner !== 'shell') return <RemoteArea key={route.owner} remoteId={route.owner} />;
  const shellPages: Partial<Record<PageId, ReactNode>> = SHELL_PAGES;
  return shellPages[route.page] ?? null;
}
