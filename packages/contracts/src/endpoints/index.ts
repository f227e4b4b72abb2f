/**
 * Every endpoint of the API, one file per area: the server registers its routes from these and
 * the browser calls through them.
 */
export {
  facilityPagesEndpoints,
  facilityWidgetEndpoints,
  wellFieldEndpoints,
} from './facilityPagesEndpoints';
export {
  alertsRecord,
  contactsRecord,
  facilitiesRecord,
  groupsRecord,
  importsRecord,
  locationsRecord,
} from './systemManagementRecords';
export {
  alertEndpoints,
  associationEndpoints,
  auditEndpoints,
  groupUseEndpoints,
  ignitionDemoEndpoints,
  locationSetupEndpoints,
  lookupEndpoints,
} from './systemManagementEndpoints';
export { usersManagementEndpoints, usersRecord } from './usersManagementEndpoints';
export { serverJobsEndpoints } from './serverJobsEndpoints';
