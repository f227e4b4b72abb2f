import type { ReactNode } from 'react';
import { ADMIN_ROLES, useAuthStore, useHasAnyRole } from '@headgate/auth';
import { Loader, UnauthorizedPage } from '@headgate/design-system';

/**
 * Renders its content for Administrators and Developers, and the Unauthorized screen for
 * everyone else, also when nobody is signed in (spec/public-map.md §6). While the sign-in is
 * still being read it shows the loader, so an administrator never sees a flash of Unauthorized.
 * An area's guard, with the area's pages: the auth package keeps to the store and role checks,
 * so that pages without an area (the landing page) load neither the router nor page screens.
 */
export function StrictAdminGuard({ children }: { children: ReactNode }) {
  const loading = useAuthStore((state) => state.status === 'loading');
  const admin = useHasAnyRole(ADMIN_ROLES);
  if (loading) return <Loader label="Checking your access" />;
  return admin ? children : <UnauthorizedPage />;
}
