import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useAuthStore } from '@headgate/auth';
import { PATHS } from '@headgate/site-map';
import { Loader, NotFoundPage, UnauthorizedPage } from '@headgate/design-system';
import { AccountPage } from '../account/AccountPage';
import { LogoutRoute } from '../account/LogoutRoute';
import { RemoteArea } from '../areas/RemoteArea';
import { ChangelogPage } from '../pages/ChangelogPage';
import { SupportPage } from '../pages/SupportPage';
import { AuthCallbackRoute } from '../signIn/AuthCallbackRoute';
import { SignInRequired } from '../signIn/SignInRequired';
import { routeAccessDecision } from './routeAccess';
import { SHELL_INFO_PATHS, routeOf } from './routeTable';

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
  return (
    <Routes>
      <Route path={PATHS.logout} element={<LogoutRoute />} />
      <Route path={PATHS.authCallback} element={<AuthCallbackRoute />} />
      <Route path={PATHS.account} element={<AccountPage title="Your Account" />} />
      <Route path={PATHS.accountProfile} element={<AccountPage title="Profile" />} />
      <Route path={SHELL_INFO_PATHS.changelog} element={<ChangelogPage />} />
      <Route path={SHELL_INFO_PATHS.support} element={<SupportPage />} />
    </Routes>
  );
}
