import type { Role } from '@headgate/contracts/roles';
import type { RemoteId } from './remotes';
import type { RouteAccess } from './routeAccess';
import type { SectionId } from './sections';

/** Who renders a page: the shell itself or one remote. */
export type PageOwner = RemoteId | 'shell';

/** A page's entry in the sidebar. */
export interface MenuPlace {
  section: SectionId;
  /** Position within the section, lowest first. */
  order: number;
  /** The entry's text when it is shorter than the page's breadcrumb label. */
  label?: string;
  /**
   * Who sees the entry, when fewer people than may open the page: a public page can still have
   * an admin-only entry (spec/dashboard.md §6, Time Series Comparisons).
   */
  roles?: readonly Role[];
  /** The entry shows only to anonymous visitors, who have no other way to the page. */
  visitorsOnly?: true;
}

/** Every fact of one page, stated once; the route table, menu and breadcrumbs derive from it. */
export interface PageDefinition {
  /** A route pattern; `:name` stands for one path segment. */
  path: string;
  owner: PageOwner;
  /** Checked by the shell before the owner is mounted. */
  access: RouteAccess;
  /** The page's heading and document title; routes without a screen have none. */
  title?: string;
  /**
   * The page's own (last) breadcrumb when it differs from the title; `:name` is filled from the
   * path's parameters.
   */
  crumb?: string;
  /** The breadcrumb between the dashboard and the page: a section (no link) or a page (linked). */
  parent?: { section: SectionId } | { page: string };
  menu?: MenuPlace;
}
