import { PATHS } from '@headgate/site-map';
import { ADMIN_ROLES, type Role } from '@headgate/auth';

export interface SidebarItem {
  label: string;
  path: string;
  /**
   * Who sees the entry, when that differs from who may open its route: otherwise the entry
   * follows the route's own access rule.
   */
  roles?: readonly Role[];
}

export interface SidebarGroup {
  id: string;
  label: string;
  items: readonly SidebarItem[];
}

/** The sidebar's groups and entries, in the order the district's staff work through them. */
export const SIDEBAR_MENU: readonly SidebarGroup[] = [
  {
    id: 'explore',
    label: 'Explore',
    items: [
      { label: 'Public Map', path: PATHS.publicMap },
      { label: 'Facilities', path: PATHS.facilityPages },
      // Public visitors may open the page, but the menu entry is admin-only (spec/dashboard.md §6).
      {
        label: 'Time Series Comparisons',
        path: PATHS.timeSeriesComparisons,
        roles: ADMIN_ROLES,
      },
    ],
  },
  {
    id: 'data-access',
    label: 'Data Access',
    items: [
      { label: 'Query & Download', path: PATHS.queryAndDownload },
      { label: 'Batteries Status', path: PATHS.batteriesStatusTable },
      { label: 'Site Summary Table', path: PATHS.siteSummaryTable },
      { label: 'Mobile Tracker', path: PATHS.mobileDashboard },
    ],
  },
  {
    id: 'system-management',
    label: 'System Management',
    items: [
      { label: 'Alerts Management', path: PATHS.alertsManagement },
      { label: 'Contacts', path: PATHS.contacts },
      { label: 'Contact Groups', path: PATHS.groups },
      { label: 'Groups to Contacts', path: PATHS.associateContactsAndGroups },
      { label: 'Facilities to Locations', path: PATHS.associateFacilitiesAndLocations },
      { label: 'Locations Setup', path: PATHS.locationsSetup },
      { label: 'Facilities Setup', path: PATHS.facilitiesSetup },
      { label: 'Imports Configuration', path: PATHS.importsConfiguration },
      { label: 'SMS Help', path: PATHS.smsHelp },
    ],
  },
  {
    id: 'admin',
    label: 'Admin',
    items: [
      { label: 'Users Management', path: PATHS.usersManagement },
      { label: 'Ignition Demo', path: PATHS.ignitionDemo },
      { label: 'Remote Releases', path: PATHS.remoteReleases },
    ],
  },
  {
    id: 'river-photos',
    label: 'River Photos',
    items: [
      { label: 'Western', path: PATHS.riverPhotosWestern },
      { label: 'Empire', path: PATHS.riverPhotosEmpire },
      { label: 'Riverside Dam', path: PATHS.riverPhotosRiversideDam },
      { label: 'Riverside Sand Gate', path: PATHS.riverPhotosRiversideSandGate },
    ],
  },
];
