import { createElement } from 'react';
import { lazyPage, type AreaPageContent } from '@headgate/platform';

// Each page's code loads when the page is first opened: an admin opening Contacts does not fetch
// the import editor or the data grids of every other page.
const AlertsManagementPage = lazyPage(
  () => import('./alerts/AlertsManagementPage'),
  'AlertsManagementPage',
);
const ContactsPage = lazyPage(() => import('./contacts/ContactsPage'), 'ContactsPage');
const GroupsPage = lazyPage(() => import('./groups/GroupsPage'), 'GroupsPage');
const GroupsToContactsPage = lazyPage(
  () => import('./associations/GroupsToContactsPage'),
  'GroupsToContactsPage',
);
const SmsHelpPage = lazyPage(() => import('./smsHelp/SmsHelpPage'), 'SmsHelpPage');
const FacilitiesToLocationsPage = lazyPage(
  () => import('./associations/FacilitiesToLocationsPage'),
  'FacilitiesToLocationsPage',
);
const LocationsSetupPage = lazyPage(
  () => import('./locations/LocationsSetupPage'),
  'LocationsSetupPage',
);
const FacilitiesSetupPage = lazyPage(
  () => import('./facilities/FacilitiesSetupPage'),
  'FacilitiesSetupPage',
);
const ImportsConfigurationPage = lazyPage(
  () => import('./imports/ImportsConfigurationPage'),
  'ImportsConfigurationPage',
);
const UsersManagementPage = lazyPage(
  () => import('./users/UsersManagementPage'),
  'UsersManagementPage',
);
const IgnitionDemoPage = lazyPage(
  () => import('./ignitionDemo/IgnitionDemoPage'),
  'IgnitionDemoPage',
);
const RemoteReleasesPage = lazyPage(
  () => import('./remoteReleases/RemoteReleasesPage'),
  'RemoteReleasesPage',
);
const SystemStatusPage = lazyPage(
  () => import('./systemStatus/SystemStatusPage'),
  'SystemStatusPage',
);

/** The component of each mfe-admin page of the manifest. */
export const adminPages: AreaPageContent<'mfe-admin'> = {
  alertsManagement: createElement(AlertsManagementPage),
  contacts: createElement(ContactsPage),
  groups: createElement(GroupsPage),
  associateContactsAndGroups: createElement(GroupsToContactsPage),
  smsHelp: createElement(SmsHelpPage),
  associateFacilitiesAndLocations: createElement(FacilitiesToLocationsPage),
  locationsSetup: createElement(LocationsSetupPage),
  facilitiesSetup: createElement(FacilitiesSetupPage),
  importsConfiguration: createElement(ImportsConfigurationPage),
  usersManagement: createElement(UsersManagementPage),
  ignitionDemo: createElement(IgnitionDemoPage),
  remoteReleases: createElement(RemoteReleasesPage),
  systemStatus: createElement(SystemStatusPage),
};
