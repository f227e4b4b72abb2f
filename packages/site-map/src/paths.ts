import { PAGES, type PageId } from './pages';

/** The path of every page by its id, as {@link PAGES} defines it. */
export const PATHS = Object.fromEntries(
  Object.entries(PAGES).map(([id, page]) => [id, page.path]),
) as { readonly [Id in PageId]: (typeof PAGES)[Id]['path'] };

/** `/facility-pages/:id` with the id filled in. */
export function facilityPagePath(facilityNdx: number | string): string {
  return `${PATHS.facilityPages}/${encodeURIComponent(String(facilityNdx))}`;
}
