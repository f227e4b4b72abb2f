import type { ComponentType, LazyExoticComponent } from 'react';
import { retryingLazy } from '@headgate/design-system';

/**
 * A page component whose code loads the first time the page is shown, from a module's named
 * export: `lazyPage(() => import('./contacts/ContactsPage'), 'ContactsPage')`. An area's router
 * shows the loader in the page's frame meanwhile.
 */
export function lazyPage<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return retryingLazy(async () => ({ default: (await load())[name] }));
}
