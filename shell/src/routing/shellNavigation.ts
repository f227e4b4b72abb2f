import { startTransition } from 'react';
import { create } from 'zustand';
import { BASE_PATH } from './basePath';
import { isLandingPage } from './shellPaths';

interface ShellNavigationState {
  /**
   * Whether the router has the page. A page loaded on the landing page is drawn without it (the
   * router loads with the first move on); every other page starts with it, and once in, the
   * router keeps the page, the landing page included.
   */
  routed: boolean;
  /** The router's navigation while the router is mounted. */
  routerNavigate: ((to: string, options: { replace: boolean }) => void) | null;
}

export const useShellNavigation = create<ShellNavigationState>(() => ({
  // Without a window, the landing page is being rendered at build.
  routed: typeof window !== 'undefined' && !isLandingPage(window.location.pathname),
  routerNavigate: null,
}));

const BASE = BASE_PATH.replace(/\/$/, '');

/** A path of the site (`/account`) as the address bar shows it, under the base path. */
export function hrefOf(to: string): string {
  return `${BASE}${to}`;
}

/** The path of the site an address of the address bar shows: `hrefOf`'s inverse. */
export function sitePathOf(href: string): string {
  return href.startsWith(BASE) ? href.slice(BASE.length) || '/' : href;
}

/**
 * Moves to a path of the site, with or without the router: the router navigates when it is
 * mounted; before that, the address changes and the router takes the page over from there.
 * The landing page's links and the sign-in's return use it, as both can run before the router.
 */
export function navigateInShell(to: string, { replace = false }: { replace?: boolean } = {}): void {
  const { routerNavigate } = useShellNavigation.getState();
  if (routerNavigate) {
    routerNavigate(to, { replace });
    return;
  }
  if (replace) window.history.replaceState(null, '', hrefOf(to));
  else window.history.pushState(null, '', hrefOf(to));
  // A transition: the landing page stays on screen until the router and the layout are in.
  startTransition(() => useShellNavigation.setState({ routed: true }));
}
