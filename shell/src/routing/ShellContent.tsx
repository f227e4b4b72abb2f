import { Route, Routes, useLocation } from 'react-router-dom';
import { PATHS } from '@headgate/platform';
import { NotFoundPage } from '@headgate/design-system';
import { AccountPage } from '../account/AccountPage';
import { LogoutRoute } from '../account/LogoutRoute';
import { RemoteArea } from '../areas/RemoteArea';
import { LandingPage } from '../pages/LandingPage';
import { ChangelogPage } from '../pages/ChangelogPage';
import { SupportPage } from '../pages/SupportPage';
import { SHELL_INFO_PATHS, ownerOf } from './routeTable';

/**
 * Renders the owner of the current route: the remote's area (kept mounted while the user moves
 * between its pages), one of the shell's own pages, or the 404 page.
 */
export function ShellContent() {
  const { pathname } = useLocation();
  const owner = ownerOf(pathname);
  if (owner === undefined) return <NotFoundPage />;
  if (owner !== 'shell') return <RemoteArea key={owner} remoteId={owner} />;
  return (
    <Routes>
      <Route path={PATHS.login} element={<LandingPage />} />
      <Route path={PATHS.logout} element={<LogoutRoute />} />
      <Route path={PATHS.account} element={<AccountPage title="Your Account" />} />
      <Route path={PATHS.accountProfile} element={<AccountPage title="Profile" />} />
      <Route path={SHELL_INFO_PATHS.changelog} element={<ChangelogPage />} />
      <Route path={SHELL_INFO_PATHS.support} element={<SupportPage />} />
    </Routes>
  );
}
