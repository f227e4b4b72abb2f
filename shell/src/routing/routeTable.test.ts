import { PATHS, routeAccessDecision } from '@headgate/site-map';
import type { Role } from '@headgate/auth';
import { ROUTE_TABLE, ownerOf, routeOf } from './routeTable';

describe('route table', () => {
  it.each([
    ['/', 'mfe-map'],
    ['/login', 'shell'],
    ['/auth/logout', 'shell'],
    ['/auth/callback', 'shell'],
    ['/account', 'shell'],
    ['/account/profile', 'shell'],
    ['/dashboards/mobile-dashboard', 'mfe-mobile'],
    ['/facility-pages', 'mfe-facility'],
    ['/facility-pages/37', 'mfe-facility'],
    ['/river-photos/western', 'mfe-facility'],
    ['/river-photos/riverside-sand-gate', 'mfe-facility'],
    ['/data-access/query-and-download/facilities', 'mfe-data-access'],
    ['/data-access/time-series-comparisons', 'mfe-data-access'],
    ['/data-access/batteries-status-table', 'mfe-data-access'],
    ['/data-access/site-summary-table', 'mfe-data-access'],
    ['/secret', 'mfe-data-access'],
    ['/data-access/system-management/alerts-management', 'mfe-admin'],
    ['/data-access/system-management/imports-configuration', 'mfe-admin'],
    ['/admin/users-management', 'mfe-admin'],
    ['/admin/ignition-demo', 'mfe-admin'],
    ['/admin/system-status', 'mfe-admin'],
    // A constant of the spec without a screen there; the data-access issue gives it one.
    ['/dashboard', 'mfe-data-access'],
  ])('%s is rendered by %s', (path, owner) => {
    expect(ownerOf(path)).toBe(owner);
  });

  it.each(['/nope', '/facility-pages/37/extra', '/data-access', '/about', '/river-photos'])(
    '%s matches no route, so the shell shows its 404 page',
    (path) => {
      expect(ownerOf(path)).toBeUndefined();
    },
  );

  it('covers every path the spec names', () => {
    const routed = new Set(ROUTE_TABLE.map((route) => route.path));
    expect(Object.values(PATHS).filter((path) => !routed.has(path))).toEqual([]);
  });
});

/** What each kind of visitor gets on a path: anonymous, then signed in with one role. */
function decisionsOn(path: string) {
  const route = routeOf(path);
  if (!route) throw new Error(`${path} is not routed`);
  const as = (roles: Role[]) => routeAccessDecision(route.access, 'authenticated', roles);
  return {
    anonymous: routeAccessDecision(route.access, 'anonymous', []),
    user: as(['User']),
    allData: as(['All Data User']),
    riverPhotos: as(['River Photos']),
    admin: as(['Administrator']),
    developer: as(['Developer']),
  };
}

const everyone = {
  anonymous: 'render',
  user: 'render',
  allData: 'render',
  riverPhotos: 'render',
  admin: 'render',
  developer: 'render',
};
const signedIn = { ...everyone, anonymous: 'signIn' };
const adminOnly = {
  anonymous: 'signIn',
  user: 'unauthorized',
  allData: 'unauthorized',
  riverPhotos: 'unauthorized',
  admin: 'render',
  developer: 'render',
};

describe('who may open each route', () => {
  it.each([
    '/',
    '/login',
    '/auth/logout',
    '/auth/callback',
    '/changelog',
    '/support',
    '/facility-pages',
    '/facility-pages/37',
    '/data-access/time-series-comparisons',
  ])('%s is open to everyone, signed in or not', (path) => {
    expect(decisionsOn(path)).toEqual(everyone);
  });

  it.each(['/account', '/account/profile', '/secret'])(
    '%s needs a sign-in, whatever the role',
    (path) => {
      expect(decisionsOn(path)).toEqual(signedIn);
    },
  );

  it.each([
    '/admin/users-management',
    '/admin/ignition-demo',
    '/admin/system-status',
    '/data-access/batteries-status-table',
    '/data-access/site-summary-table',
    '/data-access/system-management/alerts-management',
    '/data-access/system-management/contacts',
    '/data-access/system-management/groups',
    '/data-access/system-management/associate-contacts-and-groups',
    '/data-access/system-management/sms-help',
    '/data-access/system-management/associate-facilities-and-locations',
    '/data-access/system-management/locations-setup',
    '/data-access/system-management/facilities-setup',
    '/data-access/system-management/imports-configuration',
  ])('%s is for Administrators and Developers; others see Unauthorized', (path) => {
    expect(decisionsOn(path)).toEqual(adminOnly);
  });

  it('Query & Download passes All Data User too; others see Unauthorized', () => {
    expect(decisionsOn('/data-access/query-and-download/facilities')).toEqual({
      ...adminOnly,
      allData: 'render',
    });
  });

  it('the Mobile Tracker passes the data roles and sends everyone else home', () => {
    expect(decisionsOn('/dashboards/mobile-dashboard')).toEqual({
      anonymous: 'signIn',
      user: 'redirectHome',
      allData: 'render',
      riverPhotos: 'redirectHome',
      admin: 'render',
      developer: 'render',
    });
  });

  it.each([
    '/river-photos/western',
    '/river-photos/empire',
    '/river-photos/riverside-dam',
    '/river-photos/riverside-sand-gate',
  ])('%s passes River Photos, Administrators and Developers; a User is sent home', (path) => {
    expect(decisionsOn(path)).toEqual({
      anonymous: 'signIn',
      user: 'redirectHome',
      allData: 'redirectHome',
      riverPhotos: 'render',
      admin: 'render',
      developer: 'render',
    });
  });
});
