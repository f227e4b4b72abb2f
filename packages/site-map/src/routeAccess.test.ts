import { ROLES, type Role } from '@headgate/contracts/roles';
import {
  PUBLIC,
  SIGNED_IN,
  rolesOrHome,
  rolesOrUnauthorized,
  routeAccessDecision,
  type RouteAccess,
  type SignInStatus,
} from './routeAccess';

const ADMIN_PAGE = rolesOrUnauthorized(['Administrator', 'Developer']);
const MOBILE_TRACKER = rolesOrHome(['All Data User', 'Administrator', 'Developer']);

describe('route guard', () => {
  it.each<SignInStatus>(['loading', 'anonymous', 'authenticated'])(
    'a public route renders at once (%s)',
    (status) => {
      expect(routeAccessDecision(PUBLIC, status, [])).toBe('render');
    },
  );

  it.each<[string, RouteAccess]>([
    ['signed-in', SIGNED_IN],
    ['admin (Unauthorized otherwise)', ADMIN_PAGE],
    ['data (home otherwise)', MOBILE_TRACKER],
  ])('a %s route waits while the sign-in is read', (_name, access) => {
    expect(routeAccessDecision(access, 'loading', [])).toBe('wait');
  });

  it.each<[string, RouteAccess]>([
    ['signed-in', SIGNED_IN],
    ['admin (Unauthorized otherwise)', ADMIN_PAGE],
    ['data (home otherwise)', MOBILE_TRACKER],
  ])('a %s route sends an anonymous visitor to sign in', (_name, access) => {
    expect(routeAccessDecision(access, 'anonymous', [])).toBe('signIn');
  });

  it.each<Role>([...ROLES])('a signed-in route renders for a %s', (role) => {
    expect(routeAccessDecision(SIGNED_IN, 'authenticated', [role])).toBe('render');
  });

  it('a signed-in route renders for a user whose token names no known role', () => {
    expect(routeAccessDecision(SIGNED_IN, 'authenticated', [])).toBe('render');
  });

  it.each<[Role, string]>([
    ['Administrator', 'render'],
    ['Developer', 'render'],
    ['All Data User', 'unauthorized'],
    ['User', 'unauthorized'],
    ['River Photos', 'unauthorized'],
  ])('an admin page for a %s: %s', (role, decision) => {
    expect(routeAccessDecision(ADMIN_PAGE, 'authenticated', [role])).toBe(decision);
  });

  it.each<[Role, string]>([
    ['Administrator', 'render'],
    ['Developer', 'render'],
    ['All Data User', 'render'],
    ['User', 'redirectHome'],
    ['River Photos', 'redirectHome'],
  ])('the mobile tracker for a %s: %s', (role, decision) => {
    expect(routeAccessDecision(MOBILE_TRACKER, 'authenticated', [role])).toBe(decision);
  });

  it('any one of the roles is enough', () => {
    expect(routeAccessDecision(ADMIN_PAGE, 'authenticated', ['User', 'Developer'])).toBe('render');
  });
});
