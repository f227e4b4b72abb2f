import { BrowserRouter, Route, Routes } from '@headgate/routing';
import { PATHS } from '@headgate/site-map';
import { LandingRoute } from '../landing/LandingRoute';
import { ShellLayout } from '../layout/ShellLayout';
import { BASE_PATH } from './basePath';
import { NavigationHandoff } from './NavigationHandoff';

/**
 * The shell with its router: the landing page, or the layout (top bar, sidebar, breadcrumbs)
 * with the current route's area. Loaded as one chunk with the first page that is not the
 * landing page, which never needs it.
 */
export function RoutedShell() {
  return (
    <BrowserRouter basename={BASE_PATH}>
      <NavigationHandoff />
      <Routes>
        <Route path={PATHS.login} element={<LandingRoute />} />
        <Route path="*" element={<ShellLayout />} />
      </Routes>
    </BrowserRouter>
  );
}
