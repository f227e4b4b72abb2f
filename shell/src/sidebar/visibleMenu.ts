import type { AuthStatus, Role } from '@headgate/auth';
import { seesMenuEntry } from '@headgate/site-map';
import type { SidebarSection } from './sidebarSection';

/**
 * The sidebar as this user sees it: only entries to pages they may open (and whose entry is not
 * kept to fewer roles), and no group left empty.
 */
export function visibleMenu(
  menu: readonly SidebarSection[],
  status: AuthStatus,
  roles: readonly Role[],
): SidebarSection[] {
  return menu
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => seesMenuEntry(item.page, status, roles)),
    }))
    .filter((group) => group.items.length > 0);
}
