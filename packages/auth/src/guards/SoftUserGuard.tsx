import type { ReactNode } from 'react';
import { MAP_USER_ROLES } from '../roles';
import { useHasAnyRole } from './useHasAnyRole';

/** Renders its content for Users, Administrators and Developers, and nothing for anyone else. */
export function SoftUserGuard({ children }: { children: ReactNode }) {
  return useHasAnyRole(MAP_USER_ROLES) ? children : null;
}
