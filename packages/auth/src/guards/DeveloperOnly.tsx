import type { ReactNode } from 'react';
import { DEVELOPER_ROLES } from '../roles';
import { useHasAnyRole } from './useHasAnyRole';

/** Renders its content for Developers only: dev tools, the developer drawer and its openers. */
export function DeveloperOnly({ children }: { children: ReactNode }) {
  return useHasAnyRole(DEVELOPER_ROLES) ? children : null;
}
