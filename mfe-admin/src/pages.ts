import { DASHBOARD_CRUMB, PATHS, type AreaPageDefinition } from '@headgate/platform';

const SYSTEM_MANAGEMENT_CRUMB = { label: 'System Management' };
const ADMIN_CRUMB = { label: 'Admin' };

const systemManagement = (path: string, title: string): AreaPageDefinition => ({
  path,
  title,
  breadcrumbs: [DASHBOARD_CRUMB, SYSTEM_MANAGEMENT_CRUMB, { label: title }],
});

export const adminPages: readonly AreaPageDefinition[] = [
  systemManagement(PATHS.alertsManagement, 'Alerts Management'),
  systemManagement(PATHS.contacts, 'Contacts'),
  systemManagement(PATHS.groups, 'Contact Groups'),
  systemManagement(PATHS.associateContactsAndGroups, 'Groups to Contacts Associations'),
  systemManagement(PATHS.smsHelp, 'SMS Help'),
  systemManagement(PATHS.associateFacilitiesAndLocations, 'Facilities to Locations Associations'),
  systemManagement(PATHS.locationsSetup, 'Locations Setup'),
  systemManagement(PATHS.facilitiesSetup, 'Facilities Setup'),
  systemManagement(PATHS.importsConfiguration, 'Imports Configuration'),
  {
    path: PATHS.usersManagement,
    title: 'Users Management',
    breadcrumbs: [DASHBOARD_CRUMB, ADMIN_CRUMB, { label: 'Users Management' }],
  },
  {
    path: PATHS.ignitionDemo,
    title: 'Ignition Demo',
    breadcrumbs: [DASHBOARD_CRUMB, { label: 'Ignition Demo' }],
  },
];
