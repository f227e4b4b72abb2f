/** The route table as the spec gives it: path, the area that must render it, the page title. */
export const EXPECTED_ROUTES = [
  { path: '/', remote: 'mfe-map', title: 'Public Map' },
  { path: '/dashboards/mobile-dashboard', remote: 'mfe-mobile', title: 'Mobile Tracker' },
  { path: '/facility-pages', remote: 'mfe-facility', title: 'Facilities' },
  { path: '/facility-pages/37', remote: 'mfe-facility', title: 'Facility Details' },
  { path: '/river-photos/western', remote: 'mfe-facility', title: 'River Photos: Western' },
  { path: '/river-photos/empire', remote: 'mfe-facility', title: 'River Photos: Empire' },
  {
    path: '/river-photos/riverside-dam',
    remote: 'mfe-facility',
    title: 'River Photos: Riverside Dam',
  },
  {
    path: '/river-photos/riverside-sand-gate',
    remote: 'mfe-facility',
    title: 'River Photos: Riverside Sand Gate',
  },
  {
    path: '/data-access/query-and-download/facilities',
    remote: 'mfe-data-access',
    title: 'Query & Download - Facility Data',
  },
  {
    path: '/data-access/time-series-comparisons',
    remote: 'mfe-data-access',
    title: 'Time Series Comparisons',
  },
  {
    path: '/data-access/batteries-status-table',
    remote: 'mfe-data-access',
    title: 'Batteries Status Last 7 Days Stats',
  },
  {
    path: '/data-access/site-summary-table',
    remote: 'mfe-data-access',
    title: 'Site Summary Table',
  },
  { path: '/secret', remote: 'mfe-data-access', title: 'Dashboard' },
  { path: '/dashboard', remote: 'mfe-data-access', title: 'Dashboard' },
  { path: '/admin/users-management', remote: 'mfe-admin', title: 'Users Management' },
  { path: '/admin/ignition-demo', remote: 'mfe-admin', title: 'Ignition Demo' },
  { path: '/admin/remote-releases', remote: 'mfe-admin', title: 'Remote Releases' },
  {
    path: '/data-access/system-management/alerts-management',
    remote: 'mfe-admin',
    title: 'Alerts Management',
  },
  { path: '/data-access/system-management/contacts', remote: 'mfe-admin', title: 'Contacts' },
  { path: '/data-access/system-management/groups', remote: 'mfe-admin', title: 'Contact Groups' },
  {
    path: '/data-access/system-management/associate-contacts-and-groups',
    remote: 'mfe-admin',
    title: 'Groups to Contacts Associations',
  },
  { path: '/data-access/system-management/sms-help', remote: 'mfe-admin', title: 'SMS Help' },
  {
    path: '/data-access/system-management/associate-facilities-and-locations',
    remote: 'mfe-admin',
    title: 'Facilities to Locations Associations',
  },
  {
    path: '/data-access/system-management/locations-setup',
    remote: 'mfe-admin',
    title: 'Locations Setup',
  },
  {
    path: '/data-access/system-management/facilities-setup',
    remote: 'mfe-admin',
    title: 'Facilities Setup',
  },
  {
    path: '/data-access/system-management/imports-configuration',
    remote: 'mfe-admin',
    title: 'Imports Configuration',
  },
] as const;

/** Routes the shell renders itself. */
export const SHELL_ROUTES = [
  {
    path: '/login',
    title: 'A System for Real-time Data Collection, Management, Visualization and Analytic',
  },
  { path: '/account', title: 'Your Account' },
  { path: '/account/profile', title: 'Profile' },
] as const;
