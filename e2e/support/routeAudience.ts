import { EXPECTED_ROUTES, SHELL_ROUTES } from './routeTable';
import type { DemoUser } from './signIn';

/** Someone who opens the site: an anonymous visitor or one of the demo users. */
export type Visitor = 'anonymous' | DemoUser;

const SIGNED_IN: readonly Visitor[] = ['admin', 'developer', 'data', 'user', 'photos'];
const EVERYONE: readonly Visitor[] = ['anonymous', ...SIGNED_IN];
const ADMINS: readonly Visitor[] = ['admin', 'developer'];
const DATA_USERS: readonly Visitor[] = [...ADMINS, 'data'];
const RIVER_PHOTO_USERS: readonly Visitor[] = [...ADMINS, 'photos'];

/**
 * Who may see each route (README, "Decisions where the spec is silent"): the public pages are
 * everyone's, the rest follow the guards of the route table.
 */
const AUDIENCE: Record<string, readonly Visitor[]> = {
  '/': EVERYONE,
  '/login': EVERYONE,
  '/facility-pages': EVERYONE,
  '/facility-pages/37': EVERYONE,
  '/data-access/time-series-comparisons': EVERYONE,
  '/dashboard': EVERYONE,
  '/dashboards/mobile-dashboard': DATA_USERS,
  '/data-access/query-and-download/facilities': DATA_USERS,
  '/secret': SIGNED_IN,
  '/account': SIGNED_IN,
  '/account/profile': SIGNED_IN,
};

function audienceOf(path: string): readonly Visitor[] {
  if (AUDIENCE[path]) return AUDIENCE[path];
  if (path.startsWith('/river-photos/')) return RIVER_PHOTO_USERS;
  return ADMINS;
}

/** A screen to check: where it is and how to tell it has rendered. */
export interface Screen {
  path: string;
  title: string;
  /** The area that renders it, or undefined for the shell's own pages. */
  remote?: string;
}

/** Every screen of the route table this visitor may open. */
export function screensFor(visitor: Visitor): Screen[] {
  return [...EXPECTED_ROUTES, ...SHELL_ROUTES].filter((route) =>
    audienceOf(route.path).includes(visitor),
  );
}

export const VISITORS = EVERYONE;
