import { matchPath } from '@headgate/routing';
import { PAGES, type PageId, type PageOwner, type RouteAccess } from '@headgate/site-map';

/** Who renders a route: the shell itself or one remote. */
export type RouteOwner = PageOwner;

export interface RouteEntry {
  page: PageId;
  path: string;
  owner: RouteOwner;
  /** Checked by the shell before the owner is mounted. */
  access: RouteAccess;
}

/**
 * The top-level route table, one entry per page of the manifest (`PAGES`): which area owns each
 * route and who may open it. Any other path is the shell's 404 page.
 */
export const ROUTE_TABLE: readonly RouteEntry[] = (Object.keys(PAGES) as PageId[]).map((page) => {
  const { path, owner, access } = PAGES[page];
  return { page, path, owner, access };
});

/** The route entry of a URL path, or `undefined` when no route matches (404). */
export function routeOf(pathname: string): RouteEntry | undefined {
  return ROUTE_TABLE.find((route) => matchPath({ path: route.path, end: true }, pathname));
}

/** The owner of a URL path, or `undefined` when no route matches (404). */
export function ownerOf(pathname: string): RouteOwner | undefined {
  return routeOf(pathname)?.owner;
}
