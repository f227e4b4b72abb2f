import { breadcrumbsOf } from './breadcrumbs';
import { canOpen, seesMenuEntry } from './canOpen';
import { MENU } from './menu';
import type { PageDefinition } from './pageDefinition';
import { PAGES, type PageId } from './pages';
import { PATHS, facilityPagePath } from './paths';

const definitions = Object.entries(PAGES) as [PageId, PageDefinition][];

describe('page manifest', () => {
  it('gives every page its own path', () => {
    const paths = definitions.map(([, page]) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('names only pages that exist as breadcrumb parents', () => {
    for (const [, page] of definitions) {
      if (page.parent && 'page' in page.parent) expect(PAGES).toHaveProperty(page.parent.page);
    }
  });

  it('places no two entries of a menu section at the same position', () => {
    for (const section of MENU) {
      const orders = section.items.map((item) => (PAGES[item.page] as PageDefinition).menu?.order);
      expect(new Set(orders).size).toBe(orders.length);
    }
  });

  it('derives the paths by page id', () => {
    expect(PATHS.alertsManagement).toBe('/data-access/system-management/alerts-management');
    expect(facilityPagePath(37)).toBe('/facility-pages/37');
  });
});

describe('breadcrumbs', () => {
  it.each<[PageId, Record<string, string>, string[]]>([
    ['publicMap', {}, ['Dashboard', 'Public Map']],
    ['contacts', {}, ['Dashboard', 'System Management', 'Contacts']],
    ['usersManagement', {}, ['Dashboard', 'Admin', 'Users Management']],
    ['ignitionDemo', {}, ['Dashboard', 'Ignition Demo']],
    ['queryAndDownload', {}, ['Dashboard', 'Data Access', 'Query & Download - Facility Data']],
    ['secret', {}, ['Dashboard', 'Secret']],
    ['riverPhotosEmpire', {}, ['Dashboard', 'River Photos', 'Empire']],
    ['facilityPage', { id: '37' }, ['Dashboard', 'Facilities', 'Facility 37']],
  ])('of %s (%j) read %j', (page, params, labels) => {
    expect(breadcrumbsOf(page, params).map((crumb) => crumb.label)).toEqual(labels);
  });

  it('link the dashboard and a parent page, not a section or the page itself', () => {
    expect(breadcrumbsOf('facilityPage', { id: '37' }).map((crumb) => crumb.to)).toEqual([
      '/',
      '/facility-pages',
      undefined,
    ]);
    expect(breadcrumbsOf('contacts').map((crumb) => crumb.to)).toEqual(['/', undefined, undefined]);
  });
});

describe('link visibility', () => {
  it('links breadcrumbs only to pages every reader may open, so no crumb needs hiding', () => {
    for (const [id] of definitions) {
      for (const crumb of breadcrumbsOf(id).filter((each) => each.to !== undefined)) {
        const target = definitions.find(([, page]) => page.path === crumb.to);
        expect([crumb.to, target && canOpen(target[0], 'anonymous', [])]).toEqual([crumb.to, true]);
      }
    }
  });

  it('shows a link to a page its guard would render', () => {
    expect(canOpen('publicMap', 'loading', [])).toBe(true);
    expect(canOpen('account', 'anonymous', [])).toBe(false);
    expect(canOpen('account', 'authenticated', ['User'])).toBe(true);
    expect(canOpen('queryAndDownload', 'authenticated', ['All Data User'])).toBe(true);
    expect(canOpen('contacts', 'authenticated', ['All Data User'])).toBe(false);
  });

  it('keeps a menu entry to its own roles when they are fewer than the page allows', () => {
    expect(canOpen('timeSeriesComparisons', 'anonymous', [])).toBe(true);
    expect(seesMenuEntry('timeSeriesComparisons', 'anonymous', [])).toBe(false);
    expect(seesMenuEntry('timeSeriesComparisons', 'authenticated', ['Developer'])).toBe(true);
  });

  it('keeps the Facilities list entry to anonymous visitors', () => {
    expect(seesMenuEntry('facilityPages', 'anonymous', [])).toBe(true);
    expect(seesMenuEntry('facilityPages', 'loading', [])).toBe(false);
    expect(seesMenuEntry('facilityPages', 'authenticated', ['Administrator'])).toBe(false);
    expect(seesMenuEntry('facilityPages', 'authenticated', ['User'])).toBe(false);
  });
});
