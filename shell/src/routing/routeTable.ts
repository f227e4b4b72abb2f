import { matchPath } from 'react-router-dom';
import { PATHS, type RemoteId } from '@headgate/platform';

/** Who renders a route: the shell itself or one remote. */
export type RouteOwner = RemoteId | 'shell';

export interface RouteEntry {
  path: string;
  owner: RouteOwner;
}

/** Pages the shell adds to the spec's route table for the items of its user menu. */
export const SHELL_INFO_PATHS = { changelog: '/changelog', support: '/support' } as const;

/**
 * The top-level route table of spec/dashboard.md §2 and spec/public-map.md §2: which area owns
 * each route. Any other path is the shell's 404 page.
 */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  { path: PATHS.publicMap, owner: 'mfe-map' },
  { path: PATHS.login, owner: 'shell' },
  { path: PATHS.logout, owner: 'shell' },
  { path: PATHS.account, owner: 'shell' },
  { path: PATHS.accountProfile, owner: 'shell' },
  { path: SHELL_INFO_PATHS.changelog, owner: 'shell' },
  { path: SHELL_INFO_PATHS.support, owner: 'shell' },
  { path: PATHS.mobileDashboard, owner: 'mfe-mobile' },
  { path: PATHS.facilityPages, owner: 'mfe-facility' },
  { path: PATHS.facilityPage, owner: 'mfe-facility' },
  { path: PATHS.riverPhotosWestern, owner: 'mfe-facility' },
  { path: PATHS.riverPhotosEmpire, owner: 'mfe-facility' },
  { path: PATHS.riverPhotosRiversideDam, owner: 'mfe-facility' },
  { path: PATHS.riverPhotosRiversideSandGate, owner: 'mfe-facility' },
  { path: PATHS.queryAndDownload, owner: 'mfe-data-access' },
  { path: PATHS.timeSeriesComparisons, owner: 'mfe-data-access' },
  { path: PATHS.batteriesStatusTable, owner: 'mfe-data-access' },
  { path: PATHS.siteSummaryTable, owner: 'mfe-data-access' },
  { path: PATHS.secret, owner: 'mfe-data-access' },
  { path: PATHS.alertsManagement, owner: 'mfe-admin' },
  { path: PATHS.contacts, owner: 'mfe-admin' },
  { path: PATHS.groups, owner: 'mfe-admin' },
  { path: PATHS.associateContactsAndGroups, owner: 'mfe-admin' },
  { path: PATHS.smsHelp, owner: 'mfe-admin' },
  { path: PATHS.associateFacilitiesAndLocations, owner: 'mfe-admin' },
  { path: PATHS.locationsSetup, owner: 'mfe-admin' },
  { path: PATHS.facilitiesSetup, owner: 'mfe-admin' },
  { path: PATHS.importsConfiguration, owner: 'mfe-admin' },
  { path: PATHS.usersManagement, owner: 'mfe-admin' },
  { path: PATHS.ignitionDemo, owner: 'mfe-admin' },
];

/** The owner of a URL path, or `undefined` when no route matches (404). */
export function ownerOf(pathname: string): RouteOwner | undefined {
  return ROUTE_TABLE.find((route) => matchPath({ path: route.path, end: true }, pathname))?.owner;
}
