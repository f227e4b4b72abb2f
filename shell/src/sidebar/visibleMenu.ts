import type { AuthStatus, Role } from '@headgate/auth';
import { rolesOrUnauthorized, routeAccessDecision } from '../routing/routeAccess';
import { routeOf } from '../routing/routeTable';
import type { SidebarGroup, SidebarItem } from './sidebarMenu';

function isVisible(item: SidebarItem, status: AuthStatus, roles: readonly Role[]): boolean {
  const access = item.roles ? rolesOrUnauthorized(item.roles) : routeOf(item.path)?.access;
  return access !== undefined && routeAccessDecision(access, status, roles) === 'render';
}

/**
 * The sidebar as this user sees it: only entries whose route they would pass (or whose own
 * roles they hold), and no group left empty.
 */
export function visibleMenu(
  menu: readonly SidebarGroup[],
  status: AuthStatus,
  roles: readonly Role[],
): SidebarGroup[] {
  return menu
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => isVisible(item, status, roles)),
    }))
    .filter((group) => group.items.length > 0);
}
