import { PAGES, routeAccessDecision, type PageId } from '@headgate/site-map';
import { EXPECTED_ROUTES, SHELL_ROUTES } from './routeTable';
import { DEMO_USERS, type DemoUser } from './signIn';

/** Someone who opens the site: an anonymous visitor or one of the demo users. */
export type Visitor = 'anonymous' | DemoUser;

const SIGNED_IN: readonly Visitor[] = ['admin', 'developer', 'data', 'user', 'photos'];
const EVERYONE: readonly Visitor[] = ['anonymous', ...SIGNED_IN];

/**
 * Who may see a page: its guard in the manifest, read for each demo user's role (README,
 * "Decisions where the spec is silent").
 */
function audienceOf(page: PageId): readonly Visitor[] {
  return EVERYONE.filter((visitor) => {
    const signedIn = visitor !== 'anonymous';
    const roles = signedIn ? [DEMO_USERS[visitor].role] : [];
    const status = signedIn ? 'authenticated' : 'anonymous';
    return routeAccessDecision(PAGES[page].access, status, roles) === 'render';
  });
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
    audienceOf(route.page).includes(visitor),
  );
}

export const VISITORS = EVERYONE;

/**
 * Whose walk weighs a screen's first load for its byte budget: of the visitors who may open it,
 * the one who may open the fewest screens (the anonymous visitor for a public screen, the River
 * Photos user for a river photo page, the Administrator before the Developer for an admin page).
 * Each route is weighed once, the same way each run, and the full loads spread over the walks.
 */
export function budgetVisitor(path: string): Visitor | undefined {
  const mayOpen = VISITORS.filter((visitor) =>
    screensFor(visitor).some((screen) => screen.path === path),
  );
  return mayOpen.reduce<Visitor | undefined>(
    (fewest, visitor) =>
      fewest && screensFor(fewest).length <= screensFor(visitor).length ? fewest : visitor,
    undefined,
  );
}

/** The paths of every screen of the route table, each with a byte budget. */
export const BUDGETED_PATHS: readonly string[] = [
  ...new Set(VISITORS.flatMap((visitor) => screensFor(visitor).map((screen) => screen.path))),
];
