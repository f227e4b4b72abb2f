import { PAGES, routeAccessDecision, type PageId } from '@headgate/site-map';
import { EXPECTED_ROUTES, SHELL_ROUTES } from './routeTable';
import { DEMO_USERS, type DemoUser } from './signIn';

/** Someone who opens the site: an anonymous visitor or one of the demo users. */
export type Visitor = 'anonymous' | DemoUser;

const SIGNED_IN: readonly Visitor[] = ['admin', 'developer', 'data', 'user', 'photos'];
const EVERYONE: readonly Visitor[] = ['anonymous', ...SIGNED_IN];

/**
 * Who may see a page: its guard in the manifest, read for each demo user's role
 * (docs/decisions.md, "Decisions where the spec is silent").
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

/** The paths of every screen of the route table, each with a byte budget. */
export const BUDGETED_PATHS: readonly string[] = [
  ...new Set(VISITORS.flatMap((visitor) => screensFor(visitor).map((screen) => screen.path))),
];

/**
 * Whose walk weighs each screen's first load for its byte budget: of the visitors who may open
 * it, the one who may open the fewest screens (the anonymous visitor for a public screen, the
 * River Photos user for a river photo page). The Administrator and the Developer, who may open
 * the same screens, take the admin screens in turns, in route-table order: a full load costs a
 * walk more than its in-site navigation, and these two walks are the run's longest.
 */
const WEIGHED_BY: ReadonlyMap<string, Visitor> = (() => {
  const weighed = new Map<Visitor, number>();
  const weighedBy = new Map<string, Visitor>();
  for (const path of BUDGETED_PATHS) {
    const mayOpen = VISITORS.filter((visitor) =>
      screensFor(visitor).some((screen) => screen.path === path),
    );
    const fewest = Math.min(...mayOpen.map((visitor) => screensFor(visitor).length));
    const visitor = mayOpen
      .filter((candidate) => screensFor(candidate).length === fewest)
      .reduce((a, b) => ((weighed.get(b) ?? 0) < (weighed.get(a) ?? 0) ? b : a));
    weighed.set(visitor, (weighed.get(visitor) ?? 0) + 1);
    weighedBy.set(path, visitor);
  }
  return weighedBy;
})();

/** The visitor whose walk weighs this screen's first load (see {@link WEIGHED_BY}). */
export function budgetVisitor(path: string): Visitor | undefined {
  return WEIGHED_BY.get(path);
}
