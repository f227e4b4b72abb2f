import { ADMIN_ROLES, DATA_ROLES, RIVER_PHOTO_ROLES } from '@headgate/contracts/roles';
import type { PageDefinition } from './pageDefinition';
import { PUBLIC, SIGNED_IN, rolesOrHome, rolesOrUnauthorized } from './routeAccess';

const ADMIN_ONLY = rolesOrUnauthorized(ADMIN_ROLES);
const RIVER_PHOTOS = rolesOrHome(RIVER_PHOTO_ROLES);
const SYSTEM_MANAGEMENT = { section: 'system-management' } as const;
const DATA_ACCESS = { section: 'data-access' } as const;
const ADMIN = { section: 'admin' } as const;

/**
 * Every page of the site, once: the route tables of spec/dashboard.md §2 and spec/public-map.md
 * §2 plus the shell's own pages. The shell routes, guards, lists the sidebar and builds
 * breadcrumbs from it; each remote maps its page ids to components. Any other path is the shell's
 * 404 page.
 */
export const PAGES = {
  publicMap: {
    path: '/',
    owner: 'mfe-map',
    access: PUBLIC,
    title: 'Public Map',
    menu: { section: 'explore', order: 1 },
  },
  login: { path: '/login', owner: 'shell', access: PUBLIC },
  logout: { path: '/auth/logout', owner: 'shell', access: PUBLIC },
  /** Where the sign-in provider sends the browser back with the authorization code. */
  authCallback: { path: '/auth/callback', owner: 'shell', access: PUBLIC },
  account: { path: '/account', owner: 'shell', access: SIGNED_IN, title: 'Your Account' },
  accountProfile: {
    path: '/account/profile',
    owner: 'shell',
    access: SIGNED_IN,
    title: 'Profile',
  },
  // The shell adds these two to the spec's route table for the items of its user menu.
  changelog: { path: '/changelog', owner: 'shell', access: PUBLIC, title: 'Changelog' },
  support: { path: '/support', owner: 'shell', access: PUBLIC, title: 'Support' },
  mobileDashboard: {
    path: '/dashboards/mobile-dashboard',
    owner: 'mfe-mobile',
    access: rolesOrHome(DATA_ROLES),
    title: 'Mobile Tracker',
    menu: { section: 'data-access', order: 4 },
  },
  // Public visitors can view the facility pages; the drill-down data is guarded by the API.
  // Hidden from signed-in users' menus (spec/dashboard.md §2): their sidebar lists their own
  // facilities and the map's United locations link theirs. Anonymous visitors keep the entry:
  // the map shows them no facility links, so it is their way to pages the spec makes public.
  facilityPages: {
    path: '/facility-pages',
    owner: 'mfe-facility',
    access: PUBLIC,
    title: 'Facilities',
    menu: { section: 'explore', order: 2, visitorsOnly: true },
  },
  facilityPage: {
    path: '/facility-pages/:id',
    owner: 'mfe-facility',
    access: PUBLIC,
    title: 'Facility Details',
    // The facility's name replaces this once its details load (useCurrentPageLabel).
    crumb: 'Facility :id',
    parent: { page: 'facilityPages' },
  },
  riverPhotosWestern: {
    path: '/river-photos/western',
    owner: 'mfe-facility',
    access: RIVER_PHOTOS,
    title: 'River Photos: Western',
    crumb: 'Western',
    parent: { section: 'river-photos' },
    menu: { section: 'river-photos', order: 1 },
  },
  riverPhotosEmpire: {
    path: '/river-photos/empire',
    owner: 'mfe-facility',
    access: RIVER_PHOTOS,
    title: 'River Photos: Empire',
    crumb: 'Empire',
    parent: { section: 'river-photos' },
    menu: { section: 'river-photos', order: 2 },
  },
  riverPhotosRiversideDam: {
    path: '/river-photos/riverside-dam',
    owner: 'mfe-facility',
    access: RIVER_PHOTOS,
    title: 'River Photos: Riverside Dam',
    crumb: 'Riverside Dam',
    parent: { section: 'river-photos' },
    menu: { section: 'river-photos', order: 3 },
  },
  riverPhotosRiversideSandGate: {
    path: '/river-photos/riverside-sand-gate',
    owner: 'mfe-facility',
    access: RIVER_PHOTOS,
    title: 'River Photos: Riverside Sand Gate',
    crumb: 'Riverside Sand Gate',
    parent: { section: 'river-photos' },
    menu: { section: 'river-photos', order: 4 },
  },
  queryAndDownload: {
    path: '/data-access/query-and-download/facilities',
    owner: 'mfe-data-access',
    access: rolesOrUnauthorized(DATA_ROLES),
    title: 'Query & Download - Facility Data',
    parent: DATA_ACCESS,
    menu: { section: 'data-access', order: 1, label: 'Query & Download' },
  },
  // Public visitors can view the comparison page; only its menu entry is admin-only
  // (spec/dashboard.md §6).
  timeSeriesComparisons: {
    path: '/data-access/time-series-comparisons',
    owner: 'mfe-data-access',
    access: PUBLIC,
    title: 'Time Series Comparisons',
    parent: DATA_ACCESS,
    menu: { section: 'explore', order: 3, roles: ADMIN_ROLES },
  },
  batteriesStatusTable: {
    path: '/data-access/batteries-status-table',
    owner: 'mfe-data-access',
    access: ADMIN_ONLY,
    title: 'Batteries Status Last 7 Days Stats',
    parent: DATA_ACCESS,
    menu: { section: 'data-access', order: 2, label: 'Batteries Status' },
  },
  siteSummaryTable: {
    path: '/data-access/site-summary-table',
    owner: 'mfe-data-access',
    access: ADMIN_ONLY,
    title: 'Site Summary Table',
    parent: DATA_ACCESS,
    menu: { section: 'data-access', order: 3 },
  },
  secret: {
    path: '/secret',
    owner: 'mfe-data-access',
    access: SIGNED_IN,
    title: 'Dashboard',
    crumb: 'Secret',
  },
  /** The landing dashboard: the latest reading per station of a chosen parameter. */
  dashboard: { path: '/dashboard', owner: 'mfe-data-access', access: PUBLIC, title: 'Dashboard' },
  alertsManagement: {
    path: '/data-access/system-management/alerts-management',
    owner: 'mfe-admin',
    access: ADMIN_ONLY,
    title: 'Alerts Management',
    parent: SYSTEM_MANAGEMENT,
    menu: { section: 'system-management', order: 1 },
  },
  contacts: {
    path: '/data-access/system-management/contacts',
    owner: 'mfe-admin',
    access: ADMIN_ONLY,
    title: 'Contacts',
    parent: SYSTEM_MANAGEMENT,
    menu: { section: 'system-management', order: 2 },
  },
  groups: {
    path: '/data-access/system-management/groups',
    owner: 'mfe-admin',
    access: ADMIN_ONLY,
    title: 'Contact Groups',
    parent: SYSTEM_MANAGEMENT,
    menu: { section: 'system-management', order: 3 },
  },
  associateContactsAndGroups: {
    path: '/data-access/system-management/associate-contacts-and-groups',
    owner: 'mfe-admin',
    access: ADMIN_ONLY,
    title: 'Groups to Contacts Associations',
    parent: SYSTEM_MANAGEMENT,
    menu: { section: 'system-management', order: 4, label: 'Groups to Contacts' },
  },
  smsHelp: {
    path: '/data-access/system-management/sms-help',
    owner: 'mfe-admin',
    access: ADMIN_ONLY,
    title: 'SMS Help',
    parent: SYSTEM_MANAGEMENT,
    menu: { section: 'system-management', order: 9 },
  },
  associateFacilitiesAndLocations: {
    path: '/data-access/system-management/associate-facilities-and-locations',
    owner: 'mfe-admin',
    access: ADMIN_ONLY,
    title: 'Facilities to Locations Associations',
    parent: SYSTEM_MANAGEMENT,
    menu: { section: 'system-management', order: 5, label: 'Facilities to Locations' },
  },
  locationsSetup: {
    path: '/data-access/system-management/locations-setup',
    owner: 'mfe-admin',
    access: ADMIN_ONLY,
    title: 'Locations Setup',
    parent: SYSTEM_MANAGEMENT,
    menu: { section: 'system-management', order: 6 },
  },
  facilitiesSetup: {
    path: '/data-access/system-management/facilities-setup',
    owner: 'mfe-admin',
    access: ADMIN_ONLY,
    title: 'Facilities Setup',
    parent: SYSTEM_MANAGEMENT,
    menu: { section: 'system-management', order: 7 },
  },
  importsConfiguration: {
    path: '/data-access/system-management/imports-configuration',
    owner: 'mfe-admin',
    access: ADMIN_ONLY,
    title: 'Imports Configuration',
    parent: SYSTEM_MANAGEMENT,
    menu: { section: 'system-management', order: 8 },
  },
  usersManagement: {
    path: '/admin/users-management',
    owner: 'mfe-admin',
    access: ADMIN_ONLY,
    title: 'Users Management',
    parent: ADMIN,
    menu: { section: 'admin', order: 1 },
  },
  ignitionDemo: {
    path: '/admin/ignition-demo',
    owner: 'mfe-admin',
    access: ADMIN_ONLY,
    title: 'Ignition Demo',
    menu: { section: 'admin', order: 2 },
  },
  remoteReleases: {
    path: '/admin/remote-releases',
    owner: 'mfe-admin',
    access: ADMIN_ONLY,
    title: 'Remote Releases',
    parent: ADMIN,
    menu: { section: 'admin', order: 3 },
  },
  /** What the metrics show, in words: servers, imports, outbox, alerts, remotes. */
  systemStatus: {
    path: '/admin/system-status',
    owner: 'mfe-admin',
    access: ADMIN_ONLY,
    title: 'System Status',
    parent: ADMIN,
    menu: { section: 'admin', order: 4 },
  },
} as const satisfies Record<string, PageDefinition>;

/** The id of a page of {@link PAGES}. */
export type PageId = keyof typeof PAGES;

/** The ids of the pages one owner renders. */
export type PageIdOf<Owner extends PageDefinition['owner']> = {
  [Id in PageId]: (typeof PAGES)[Id]['owner'] extends Owner ? Id : never;
}[PageId];
