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
  basemapEndpoints,
  mapSymbolEndpoint,
  placesEndpoints,
  publicMapEndpoints,
} from './mapEndpoints';
export { graphCsvEndpoints, graphEndpoints } from './timeSeriesEndpoints';
export { riverPhotoEndpoint } from './riverPhotoEndpoints';
export {
  comparisonDataEndpoints,
  comparisonEndpoints,
  downloadEndpoints,
  downloadListEndpoints,
  landingDashboardEndpoints,
  reportTableEndpoints,
} from './dataAccessEndpoints';
export { mobileTrackerEndpoints } from './mobileTrackerEndpoints';
export { platformEndpoints } from './platformEndpoints';
export { releaseEndpoints } from './releaseEndpoints';
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
export { systemStatusEndpoints } from './systemStatusEndpoints';
