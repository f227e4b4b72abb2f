import { PAGES, PATHS, type PageId } from '@headgate/site-map';

/** A URL path as the router matches it: without a trailing slash, in any letter case. */
function routeKey(pathname: string): string {
  return (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();
}

/** The paths of the shell's own pages. None has a parameter (a unit test holds them to it). */
const SHELL_PAGE_PATHS: ReadonlySet<string> = new Set(
  (Object.keys(PAGES) as PageId[])
    .filter((page) => PAGES[page].owner === 'shell')
    .map((page) => routeKey(PAGES[page].path)),
);

/**
 * Whether a URL path is one of the shell's own pages (the landing page, the account pages…),
 * which have no area. Decided by comparing paths, so that the start-up needs no router for it.
 */
export function isShellPage(pathname: string): boolean {
  return SHELL_PAGE_PATHS.has(routeKey(pathname));
}

/** Whether a URL path is the landing page, the one page drawn without the router. */
export function isLandingPage(pathname: string): boolean {
  return routeKey(pathname) === routeKey(PATHS.login);
}
