import type { Role } from '@headgate/contracts/roles';
import { PAGES, type PageId } from './pages';
import type { PageDefinition } from './pageDefinition';
import { routeAccessDecision, type SignInStatus } from './routeAccess';

/**
 * Whether a link to the page is worth showing to this visitor: the shell's guard would render it
 * for them, now. Every menu and link that depends on who is signed in asks this.
 */
export function canOpen(id: PageId, status: SignInStatus, roles: readonly Role[]): boolean {
  return routeAccessDecision(PAGES[id].access, status, roles) === 'render';
}

/**
 * Whether a sidebar entry to the page shows for this visitor: they can open the page, and the
 * entry is not kept to fewer roles than the page, nor to anonymous visitors.
 */
export function seesMenuEntry(id: PageId, status: SignInStatus, roles: readonly Role[]): boolean {
  const { menu }: PageDefinition = PAGES[id];
  if (!canOpen(id, status, roles)) return false;
  // Not while the sign-in is read either: a signed-in user would see the entry come and go.
  if (menu?.visitorsOnly) return status === 'anonymous';
  return !menu?.roles || menu.roles.some((role) => roles.includes(role));
}
