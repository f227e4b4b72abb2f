import { PAGES, type PageId } from './pages';
import type { PageDefinition } from './pageDefinition';
import { SECTIONS } from './sections';

/** One sidebar entry: the page it opens, its text and where it links. */
export interface MenuEntry {
  page: PageId;
  label: string;
  path: string;
}

/** A sidebar section with its entries in order. */
export interface MenuSection {
  id: string;
  label: string;
  items: readonly MenuEntry[];
}

const PAGE_IDS = Object.keys(PAGES) as PageId[];

/** The sidebar as the page manifest places its pages: sections in order, entries by `order`. */
export const MENU: readonly MenuSection[] = SECTIONS.map(({ id, label }) => ({
  id,
  label,
  items: PAGE_IDS.flatMap((page) => {
    const definition: PageDefinition = PAGES[page];
    const menu = definition.menu;
    return menu?.section === id ? [{ page, menu, definition }] : [];
  })
    .sort((a, b) => a.menu.order - b.menu.order)
    .map(({ page, menu, definition }) => ({
      page,
      label: menu.label ?? definition.crumb ?? definition.title ?? page,
      path: definition.path,
    })),
}));
