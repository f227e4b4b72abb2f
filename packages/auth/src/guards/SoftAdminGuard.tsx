import type { ReactNode } from 'react';
import { ADMIN_ROLES } from '../roles';
import { useHasAnyRole } from './useHasAnyRole';

/** Renders its content for Administrators and Developers, and nothing for anyone else. */
export function SoftAdminGuard({ children }: { children: ReactNode }) {
  return useHasAnyRole(ADMIN_ROLES) ? children : null;
}
