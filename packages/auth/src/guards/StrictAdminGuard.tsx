import type { ReactNode } from 'react';
import { Loader, UnauthorizedPage } from '@headgate/design-system';
import { useAuthStore } from '../authStore';
import { ADMIN_ROLES } from '../roles';
import { useHasAnyRole } from './useHasAnyRole';

/**
 * Renders its content for Administrators and Developers, and the Unauthorized screen for
 * everyone else, also when nobody is signed in (spec/public-map.md §6). While the sign-in is
 * still being read it shows the loader, so an administrator never sees a flash of Unauthorized.
 */
export function StrictAdminGuard({ children }: { children: ReactNode }) {
  const loading = useAuthStore((state) => state.status === 'loading');
  const admin = useHasAnyRole(ADMIN_ROLES);
  if (loading) return <Loader label="Checking your access" />;
  return admin ? children : <UnauthorizedPage />;
}
