import { PATHS } from '@headgate/platform';
import { ROUTE_TABLE, ownerOf } from './routeTable';

describe('route table', () => {
  it.each([
    ['/', 'mfe-map'],
    ['/login', 'shell'],
    ['/auth/logout', 'shell'],
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
  ])('%s is rendered by %s', (path, owner) => {
    expect(ownerOf(path)).toBe(owner);
  });

  it.each([
    '/nope',
    '/facility-pages/37/extra',
    '/data-access',
    '/about',
    '/dashboard',
    '/river-photos',
  ])('%s matches no route, so the shell shows its 404 page', (path) => {
    expect(ownerOf(path)).toBeUndefined();
  });

  it('covers every path the spec names', () => {
    const routed = new Set(ROUTE_TABLE.map((route) => route.path));
    expect(Object.values(PATHS).filter((path) => !routed.has(path))).toEqual([]);
  });
});
