import { PAGES, type PageId } from './pages';
import type { PageDefinition } from './pageDefinition';
import { sectionLabel } from './sections';

/** One breadcrumb: a label, linked when it names a page. */
export interface PageCrumb {
  label: string;
  to?: string;
}

/** The first breadcrumb of every page: the dashboard home, which is the public map. */
export const DASHBOARD_CRUMB: PageCrumb = { label: 'Dashboard', to: PAGES.publicMap.path };

/** The page's own breadcrumb label: its `crumb` or title, with the path's parameters filled in. */
function ownLabel(page: PageDefinition, params: Readonly<Record<string, string | undefined>>) {
  const label = page.crumb ?? page.title ?? '';
  return label.replace(/:(\w+)/g, (_match, name: string) => params[name] ?? '');
}

function parentCrumb(page: PageDefinition): PageCrumb[] {
  if (!page.parent) return [];
  if ('section' in page.parent) return [{ label: sectionLabel(page.parent.section) }];
  const parent: PageDefinition = PAGES[page.parent.page as PageId];
  return [{ label: parent.crumb ?? parent.title ?? '', to: parent.path }];
}

/**
 * A page's breadcrumbs: the dashboard, its parent section or page, then the page itself, named
 * from the path's parameters (`Facility 37`).
 */
export function breadcrumbsOf(
  id: PageId,
  params: Readonly<Record<string, string | undefined>> = {},
): PageCrumb[] {
  const page: PageDefinition = PAGES[id];
  return [DASHBOARD_CRUMB, ...parentCrumb(page), { label: ownLabel(page, params) }];
}
