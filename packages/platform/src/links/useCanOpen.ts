import { useAuthStore } from '@headgate/auth';
import { canOpen, type PageId } from '@headgate/site-map';

/**
 * Whether the reader may open the page now, by the page manifest's one rule (`canOpen`): every
 * in-app link and menu entry to a page asks this before showing itself, so no link leads to a
 * sign-in prompt or the Unauthorized screen.
 */
export function useCanOpen(id: PageId): boolean {
  const status = useAuthStore((state) => state.status);
  const roles = useAuthStore((state) => state.roles);
  return canOpen(id, status, roles);
}
