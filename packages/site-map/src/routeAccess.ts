import type { Role } from '@headgate/contracts/roles';

/** Where the sign-in stands: the same three states as the `@headgate/auth` store's status. */
export type SignInStatus = 'loading' | 'anonymous' | 'authenticated';

/** Who may open a route, and what the others get. */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | {
      kind: 'roles';
      roles: readonly Role[];
      /** What a signed-in user without the role gets: the Unauthorized screen, or sent home. */
      otherwise: 'unauthorized' | 'redirectHome';
    };

/** What the shell does with the current route. */
export type RouteDecision = 'render' | 'signIn' | 'unauthorized' | 'redirectHome' | 'wait';

export const PUBLIC: RouteAccess = { kind: 'public' };
export const SIGNED_IN: RouteAccess = { kind: 'signedIn' };

/** Only these roles; anyone else signed in sees the Unauthorized screen. */
export function rolesOrUnauthorized(roles: readonly Role[]): RouteAccess {
  return { kind: 'roles', roles, otherwise: 'unauthorized' };
}

/** Only these roles; anyone else signed in is sent to the public map. */
export function rolesOrHome(roles: readonly Role[]): RouteAccess {
  return { kind: 'roles', roles, otherwise: 'redirectHome' };
}

/**
 * The route guard: public routes render for everyone; any other route waits while the sign-in is
 * being read, sends an anonymous visitor to the sign-in provider (spec/public-map.md §6), and
 * then checks the roles.
 */
export function routeAccessDecision(
  access: RouteAccess,
  status: SignInStatus,
  roles: readonly Role[],
): RouteDecision {
  if (access.kind === 'public') return 'render';
  if (status === 'loading') return 'wait';
  if (status === 'anonymous') return 'signIn';
  if (access.kind === 'signedIn') return 'render';
  return access.roles.some((role) => roles.includes(role)) ? 'render' : access.otherwise;
}
