import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A page component whose code loads the first time the page is shown, from a module's named
 * export: `lazyPage(() => import('./contacts/ContactsPage'), 'ContactsPage')`. An area's router
 * shows the loader in the page's frame meanwhile.
 */
export function lazyPage<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: (await load())[name] }));
}
