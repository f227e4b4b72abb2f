import { createElement, type ReactNode } from 'react';
import { DASHBOARD_CRUMB, PATHS } from '@headgate/site-map';
import type { AreaPageDefinition } from '@headgate/platform';
import { AlertsManagementPage } from './alerts/AlertsManagementPage';
import { FacilitiesToLocationsPage } from './associations/FacilitiesToLocationsPage';
import { GroupsToContactsPage } from './associations/GroupsToContactsPage';
import { ContactsPage } from './contacts/ContactsPage';
import { FacilitiesSetupPage } from './facilities/FacilitiesSetupPage';
import { GroupsPage } from './groups/GroupsPage';
import { IgnitionDemoPage } from './ignitionDemo/IgnitionDemoPage';
import { ImportsConfigurationPage } from './imports/ImportsConfigurationPage';
import { LocationsSetupPage } from './locations/LocationsSetupPage';
import { RemoteReleasesPage } from './remoteReleases/RemoteReleasesPage';
import { SmsHelpPage } from './smsHelp/SmsHelpPage';
import { UsersManagementPage } from './users/UsersManagementPage';

const SYSTEM_MANAGEMENT_CRUMB = { label: 'System Management' };
const ADMIN_CRUMB = { label: 'Admin' };

const systemManagement = (
  path: string,
  title: string,
  page: () => ReactNode,
): AreaPageDefinition => ({
  path,
  title,
  breadcrumbs: [DASHBOARD_CRUMB, SYSTEM_MANAGEMENT_CRUMB, { label: title }],
  content: createElement(page),
});

export const adminPages: readonly AreaPageDefinition[] = [
  systemManagement(PATHS.alertsManagement, 'Alerts Management', AlertsManagementPage),
  systemManagement(PATHS.contacts, 'Contacts', ContactsPage),
  systemManagement(PATHS.groups, 'Contact Groups', GroupsPage),
  systemManagement(
    PATHS.associateContactsAndGroups,
    'Groups to Contacts Associations',
    GroupsToContactsPage,
  ),
  systemManagement(PATHS.smsHelp, 'SMS Help', SmsHelpPage),
  systemManagement(
    PATHS.associateFacilitiesAndLocations,
    'Facilities to Locations Associations',
    FacilitiesToLocationsPage,
  ),
  systemManagement(PATHS.locationsSetup, 'Locations Setup', LocationsSetupPage),
  systemManagement(PATHS.facilitiesSetup, 'Facilities Setup', FacilitiesSetupPage),
  systemManagement(PATHS.importsConfiguration, 'Imports Configuration', ImportsConfigurationPage),
  {
    path: PATHS.usersManagement,
    title: 'Users Management',
    breadcrumbs: [DASHBOARD_CRUMB, ADMIN_CRUMB, { label: 'Users Management' }],
    content: createElement(UsersManagementPage),
  },
  {
    path: PATHS.ignitionDemo,
    title: 'Ignition Demo',
    breadcrumbs: [DASHBOARD_CRUMB, { label: 'Ignition Demo' }],
    content: createElement(IgnitionDemoPage),
  },
  {
    path: PATHS.remoteReleases,
    title: 'Remote Releases',
    breadcrumbs: [DASHBOARD_CRUMB, ADMIN_CRUMB, { label: 'Remote Releases' }],
    content: createElement(RemoteReleasesPage),
  },
];
