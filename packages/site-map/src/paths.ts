/**
 * Every path of the route tables in spec/dashboard.md §2 and spec/public-map.md §2, named once.
 * The shell routes with them, remotes declare their pages and cross-area links with them.
 */
export const PATHS = {
  publicMap: '/',
  login: '/login',
  logout: '/auth/logout',
  /** Where the sign-in provider sends the browser back with the authorization code. */
  authCallback: '/auth/callback',
  account: '/account',
  accountProfile: '/account/profile',
  secret: '/secret',
  /** The landing dashboard: the latest reading per station of a chosen parameter. */
  dashboard: '/dashboard',
  mobileDashboard: '/dashboards/mobile-dashboard',
  facilityPages: '/facility-pages',
  facilityPage: '/facility-pages/:id',
  queryAndDownload: '/data-access/query-and-download/facilities',
  timeSeriesComparisons: '/data-access/time-series-comparisons',
  batteriesStatusTable: '/data-access/batteries-status-table',
  siteSummaryTable: '/data-access/site-summary-table',
  alertsManagement: '/data-access/system-management/alerts-management',
  contacts: '/data-access/system-management/contacts',
  groups: '/data-access/system-management/groups',
  associateContactsAndGroups: '/data-access/system-management/associate-contacts-and-groups',
  smsHelp: '/data-access/system-management/sms-help',
  associateFacilitiesAndLocations:
    '/data-access/system-management/associate-facilities-and-locations',
  locationsSetup: '/data-access/system-management/locations-setup',
  facilitiesSetup: '/data-access/system-management/facilities-setup',
  importsConfiguration: '/data-access/system-management/imports-configuration',
  usersManagement: '/admin/users-management',
  ignitionDemo: '/admin/ignition-demo',
  remoteReleases: '/admin/remote-releases',
  riverPhotosWestern: '/river-photos/western',
  riverPhotosEmpire: '/river-photos/empire',
  riverPhotosRiversideDam: '/river-photos/riverside-dam',
  riverPhotosRiversideSandGate: '/river-photos/riverside-sand-gate',
} as const;

/** `/facility-pages/:id` with the id filled in. */
export function facilityPagePath(facilityNdx: number | string): string {
  return `${PATHS.facilityPages}/${encodeURIComponent(String(facilityNdx))}`;
}

/** The first breadcrumb of every page: the dashboard home, which is the public map. */
export const DASHBOARD_CRUMB = { label: 'Dashboard', to: PATHS.publicMap } as const;
