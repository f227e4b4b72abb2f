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
  comparisonDataEndpoints,
  comparisonEndpoints,
  downloadEndpoints,
  downloadListEndpoints,
  landingDashboardEndpoints,
  reportTableEndpoints,
} from './dataAccessEndpoints';
export { mobileTrackerEndpoints } from './mobileTrackerEndpoints';
export { platformEndpoints } from './platformEndpoints';
