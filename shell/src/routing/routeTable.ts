import { matchPath } from 'react-router-dom';
import { PATHS, type RemoteId } from '@headgate/site-map';
import { ADMIN_ROLES, DATA_ROLES, RIVER_PHOTO_ROLES } from '@headgate/auth';
import {
  PUBLIC,
  SIGNED_IN,
  rolesOrHome,
  rolesOrUnauthorized,
  type RouteAccess,
} from './routeAccess';

/** Who renders a route: the shell itself or one remote. */
export type RouteOwner = RemoteId | 'shell';

export interface RouteEntry {
  path: string;
  owner: RouteOwner;
  /** Checked by the shell before the owner is mounted. */
  access: RouteAccess;
}

/** Pages the shell adds to the spec's route table for the items of its user menu. */
export const SHELL_INFO_PATHS = { changelog: '/changelog', support: '/support' } as const;

const ADMIN_ONLY = rolesOrUnauthorized(ADMIN_ROLES);

/**
 * The top-level route table of spec/dashboard.md §2 and spec/public-map.md §2: which area owns
 * each route and who may open it. Any other path is the shell's 404 page.
 */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  { path: PATHS.publicMap, owner: 'mfe-map', access: PUBLIC },
  { path: PATHS.login, owner: 'shell', access: PUBLIC },
  { path: PATHS.logout, owner: 'shell', access: PUBLIC },
  { path: PATHS.authCallback, owner: 'shell', access: PUBLIC },
  { path: PATHS.account, owner: 'shell', access: SIGNED_IN },
  { path: PATHS.accountProfile, owner: 'shell', access: SIGNED_IN },
  { path: SHELL_INFO_PATHS.changelog, owner: 'shell', access: PUBLIC },
  { path: SHELL_INFO_PATHS.support, owner: 'shell', access: PUBLIC },
  { path: PATHS.mobileDashboard, owner: 'mfe-mobile', access: rolesOrHome(DATA_ROLES) },
  // Public visitors can view the facility pages; the drill-down data is guarded by the API.
  { path: PATHS.facilityPages, owner: 'mfe-facility', access: PUBLIC },
  { path: PATHS.facilityPage, owner: 'mfe-facility', access: PUBLIC },
  {
    path: PATHS.riverPhotosWestern,
    owner: 'mfe-facility',
    access: rolesOrHome(RIVER_PHOTO_ROLES),
  },
  { path: PATHS.riverPhotosEmpire, owner: 'mfe-facility', access: rolesOrHome(RIVER_PHOTO_ROLES) },
  {
    path: PATHS.riverPhotosRiversideDam,
    owner: 'mfe-facility',
    access: rolesOrHome(RIVER_PHOTO_ROLES),
  },
  {
    path: PATHS.riverPhotosRiversideSandGate,
    owner: 'mfe-facility',
    access: rolesOrHome(RIVER_PHOTO_ROLES),
  },
  {
    path: PATHS.queryAndDownload,
    owner: 'mfe-data-access',
    access: rolesOrUnauthorized(DATA_ROLES),
  },
  // Public visitors can view the comparison page; only its menu entry is admin-only.
  { path: PATHS.timeSeriesComparisons, owner: 'mfe-data-access', access: PUBLIC },
  { path: PATHS.batteriesStatusTable, owner: 'mfe-data-access', access: ADMIN_ONLY },
  { path: PATHS.siteSummaryTable, owner: 'mfe-data-access', access: ADMIN_ONLY },
  { path: PATHS.secret, owner: 'mfe-data-access', access: SIGNED_IN },
  { path: PATHS.dashboard, owner: 'mfe-data-access', access: PUBLIC },
  { path: PATHS.alertsManagement, owner: 'mfe-admin', access: ADMIN_ONLY },
  { path: PATHS.contacts, owner: 'mfe-admin', access: ADMIN_ONLY },
  { path: PATHS.groups, owner: 'mfe-admin', access: ADMIN_ONLY },
  { path: PATHS.associateContactsAndGroups, owner: 'mfe-admin', access: ADMIN_ONLY },
  { path: PATHS.smsHelp, owner: 'mfe-admin', access: ADMIN_ONLY },
  { path: PATHS.associateFacilitiesAndLocations, owner: 'mfe-admin', access: ADMIN_ONLY },
  { path: PATHS.locationsSetup, owner: 'mfe-admin', access: ADMIN_ONLY },
  { path: PATHS.facilitiesSetup, owner: 'mfe-admin', access: ADMIN_ONLY },
  { path: PATHS.importsConfiguration, owner: 'mfe-admin', access: ADMIN_ONLY },
  { path: PATHS.usersManagement, owner: 'mfe-admin', access: ADMIN_ONLY },
  { path: PATHS.ignitionDemo, owner: 'mfe-admin', access: ADMIN_ONLY },
  { path: PATHS.remoteReleases, owner: 'mfe-admin', access: ADMIN_ONLY },
];

/** The route entry of a URL path, or `undefined` when no route matches (404). */
export function routeOf(pathname: string): RouteEntry | undefined {
  return ROUTE_TABLE.find((route) => matchPath({ path: route.path, end: true }, pathname));
}

/** The owner of a URL path, or `undefined` when no route matches (404). */
export function ownerOf(pathname: string): RouteOwner | undefined {
  return routeOf(pathname)?.owner;
}
