export {
  WIDGET_KEYS,
  dataSourceSchema,
  facilityLocationSchema,
  facilitySchema,
  facilityTypeSchema,
  locationSchema,
  locationTypeSchema,
  parameterGroupSchema,
  parameterSchema,
  timeSeriesRecordSchema,
  unitSchema,
  waterbodySchema,
} from './entities';
export type { Facility, Location, TimeSeriesRecord } from './entities';
export {
  BASEMAP_IDS,
  BASEMAP_LABELS,
  BASEMAP_LAYER_IDS,
  PLACE_RANK_MINZOOM,
  PLACE_RANKS,
} from './basemapIds';
export type { BasemapId, BasemapLayerId } from './basemapIds';
export {
  basemapFeaturePropertiesSchemas,
  basemapLayerParamsSchema,
  basemapSchema,
  basemapSettingsSchema,
  geocoderSettingsSchema,
} from './basemap';
export type {
  Basemap,
  BasemapFeatureProperties,
  BasemapSettings,
  GeocoderSettings,
} from './basemap';
export { apiErrorSchema, retryAfterSeconds } from './errors';
export type { ApiErrorBody } from './errors';
export {
  currentTotalRowSchema,
  facilityDisplayParamsSchema,
  facilityLastFewRowSchema,
  facilityMonthlyRowSchema,
  facilityPctFullRowSchema,
  facilityYtdRowSchema,
  WELL_COLUMN_PREFIX,
  waterYearQuerySchema,
  wellCurrentValuesRowSchema,
  wellCurrentValuesTableRowSchema,
} from './facilityDisplay';
export type {
  CurrentTotalRow,
  FacilityLastFewRow,
  FacilityMonthlyRow,
  FacilityPctFullRow,
  FacilityYtdRow,
  WellCurrentValuesRow,
  WellCurrentValuesTableRow,
} from './facilityDisplay';
export {
  DEFAULT_GRAPH_DAYS,
  GRAPH_KINDS,
  GRAPH_MAX_POINTS,
  graphParamsSchema,
  graphQuerySchema,
  graphRowSchema,
} from './graphSeries';
export type { GraphKind, GraphRow } from './graphSeries';
export {
  addCalendarDays,
  addCalendarMonths,
  csvExportWindow,
  graphCsvColumns,
  graphCsvDays,
  graphCsvFileName,
  graphCsvQuerySchema,
} from './graphCsv';
export type { CalendarDay, CsvExportDays, GraphCsvQuery } from './graphCsv';
export { FORMULA_START } from './spreadsheetCells';
export { healthResponseSchema, probeResponseSchema } from './health';
export type { HealthResponse, ProbeResponse } from './health';
export {
  LOCATION_SEARCH_LIMIT,
  locationSearchQuerySchema,
  locationSearchResponseSchema,
  locationSearchResultSchema,
} from './locationSearch';
export type { LocationSearchResult } from './locationSearch';
export {
  featureCollectionSchema,
  geoJsonFeatureSchema,
  layerPopupSettingsSchema,
  mapFiltersSchema,
  mapLayerSchema,
  mapSourceSchema,
  unitedLocationsResponseSchema,
} from './mapLayers';
export type { FeatureCollection, MapFilters, MapLayer, MapSource } from './mapLayers';
export {
  PLACE_KINDS,
  PLACES_SEARCH_LIMIT,
  REVERSE_TOWN_RADIUS_KM,
  placeSchema,
  placesQuerySchema,
  placesResponseSchema,
  reversePlaceQuerySchema,
  reversePlaceSchema,
} from './places';
export type { Place, PlaceKind, ReversePlace } from './places';
export { MAP_SYMBOL_PARAMETERS, MAP_SYMBOL_SHAPES } from './mapSymbolParameters';
export type { MapSymbolParameter } from './mapSymbolParameters';
export { mapSymbolQuerySchema } from './mapSymbols';
export type { MapSymbolQuery } from './mapSymbols';
export {
  ADMIN_ROLES,
  DATA_ROLES,
  DEVELOPER_ROLES,
  MAP_USER_ROLES,
  RIVER_PHOTO_ROLES,
  ROLES,
  SIGNED_IN_ROLES,
} from './roles';
export type { Role } from './roles';
export { AUTH_SETTINGS_PATH, DEFAULT_LANDING_PAGE_NDX } from './authSettings';
export type { AuthSettings } from './authSettings';
export {
  DEFAULT_ROLE_ID,
  DEFAULT_ROLE_LANDING_PAGE_NDX,
  LANDING_PAGE_HIDDEN_FOR_DEFAULT_ROLE,
  MIN_PASSWORD_LENGTH,
  USER_FORM_MESSAGES,
  USER_TOASTS,
  createUserBodySchema,
  landingPageDestinationSchema,
  landingPageSchema,
  managedUserSchema,
  updateUserBodySchema,
  userRoleSchema,
} from './usersManagement';
export type {
  CreateUserBody,
  LandingPage,
  LandingPageDestination,
  ManagedUser,
  UpdateUserBody,
  UserRole,
} from './usersManagement';
export {
  DEFAULT_SIGN_IN_EVENTS,
  MAX_SIGN_IN_EVENTS,
  SIGN_IN_OUTCOME_TEXTS,
  SIGN_IN_OUTCOMES,
  signInEventSchema,
  signInEventsQuerySchema,
} from './signInEvents';
export type { SignInEventEntry, SignInOutcome } from './signInEvents';
export {
  DRILL_DOWN_GRAPH_MAX_POINTS,
  DRILL_DOWN_INTERVAL_VALUES,
  DRILL_DOWN_LOCATION_COLUMN_PREFIX,
  DRILL_DOWN_MAX_DAYS,
  FACILITY_VIEWS,
  GRAPH_QUICK_SET_DAYS,
  GRAPH_TIME_INTERVALS,
  RIVER_CAMERAS,
  RIVER_PHOTO_MAX_TRIES,
  RIVER_PHOTO_MESSAGES,
  TRIGGER_ELEVATIONS_FACILITY_NDX,
  TRIGGER_ELEVATIONS_TEXT,
  WELL_FIELD_FACILITY_NDX,
  authorizedFacilitySchema,
  drillDownGraphParamsSchema,
  drillDownGraphSeriesSchema,
  drillDownLocationSchema,
  drillDownParameterSchema,
  drillDownTableParamsSchema,
  drillDownTableRowSchema,
  facilityDetailsSchema,
  facilityListItemSchema,
  facilityLocationItemSchema,
  riverPhotoRequestSchema,
} from './facilityPages';
export type {
  AuthorizedFacility,
  DrillDownGraphParams,
  DrillDownGraphSeries,
  DrillDownInterval,
  DrillDownLocation,
  DrillDownParameter,
  DrillDownTableParams,
  DrillDownTableRow,
  FacilityDetails,
  FacilityListItem,
  FacilityLocationItem,
  FacilityView,
  GraphQuickSetDays,
  RiverCameraId,
  RiverPhotoRequest,
} from './facilityPages';
export {
  BATTERY_STATS_HEADINGS,
  COMPARISON_MAX_DAYS,
  COMPARISON_NO_DATA_WARNING,
  DASHBOARD_DEFAULT_PARAMETER,
  DASHBOARD_HOURS_DEBOUNCE_MS,
  DASHBOARD_HOURS_MESSAGE,
  DASHBOARD_MAX_HOURS,
  DOWNLOAD_ENDPOINT_PATHS,
  DOWNLOAD_MESSAGES,
  downloadFetchError,
  SITE_SUMMARY_HEADINGS,
  batteryStatsRowSchema,
  comparisonDataParamsSchema,
  comparisonDropdownQuerySchema,
  comparisonFacilitySchema,
  comparisonLocationSchema,
  comparisonParameterSchema,
  comparisonSeriesSchema,
  dashboardParameterSchema,
  dashboardReadingSchema,
  dashboardReadingsParamsSchema,
  downloadFacilitySchema,
  downloadFacilityTypeSchema,
  downloadParameterGroupSchema,
  downloadRequestSchema,
  lookBackLabel,
  siteSummaryRowSchema,
} from './dataAccess';
export type {
  BatteryStatsRow,
  ComparisonFacility,
  ComparisonLocation,
  ComparisonParameter,
  ComparisonSeries,
  DashboardParameter,
  DashboardReading,
  DownloadFacility,
  DownloadFacilityType,
  DownloadParameterGroup,
  DownloadRequest,
  SiteSummaryRow,
} from './dataAccess';
export { parameterLabel } from './parameterLabel';
export {
  alertOutboxMessageSchema,
  importRunSchema,
  ALERT_TYPES,
  alertParameterChoiceSchema,
  alertRequestBodySchema,
  alertRequestPatchSchema,
  alertRequestSchema,
  alertTypeSchema,
  ASSOCIATION_MESSAGES,
  ASSOCIATION_SNACKBAR_MS,
  associationLocationSchema,
  AUDITED_ENTITIES,
  auditEntrySchema,
  auditQuerySchema,
  contactBodySchema,
  contactSchema,
  COORDINATE_DECIMALS,
  ELEVATION_DECIMALS,
  FEET_PER_METRE,
  elevationFeet,
  DAYLIGHT_OFFSET_OPTIONS,
  FACILITY_ABBREVIATION_HELP,
  facilityBodySchema,
  facilityLocationLinkSchema,
  facilityLocationsBodySchema,
  facilityRecordSchema,
  FORM_MESSAGES,
  groupBodySchema,
  groupContactsBodySchema,
  groupContactSchema,
  groupSchema,
  groupUseSchema,
  ignitionDemoSettingsSchema,
  importConfigurationBodySchema,
  importConfigurationSchema,
  importDelimiterSchema,
  locationBodySchema,
  locationChoiceSchema,
  locationMapPointSchema,
  locationRecordSchema,
  minutesOf,
  minutesText,
  minutesTextSchema,
  NEW_IMPORT_DEFAULTS,
  RECORD_TOASTS,
  roundCoordinate,
  STALE_RECORD_TEXTS,
  sendToChoiceSchema,
} from './systemManagement';
export type {
  AlertOutboxMessage,
  ImportRun,
  AlertParameterChoice,
  AlertRequest,
  AlertRequestBody,
  AlertType,
  AssociationLocation,
  AuditedEntity,
  AuditEntry,
  Contact,
  ContactBody,
  FacilityBody,
  FacilityLocationLink,
  FacilityRecord,
  Group,
  GroupBody,
  GroupContact,
  GroupUse,
  IgnitionDemoSettings,
  ImportConfiguration,
  ImportConfigurationBody,
  ImportDelimiter,
  LocationBody,
  LocationChoice,
  LocationMapPoint,
  LocationRecord,
  SendToChoice,
} from './systemManagement';
export {
  MOBILE_LEGEND,
  MOBILE_MAX_WIDTH_PX,
  MOBILE_MISSING_DATA_HOURS,
  MOBILE_PAGE_SIZE,
  MOBILE_PIVOT_REPORTS,
  MOBILE_REPORTS,
  mobileAvailableFlowRowSchema,
  mobileLastReportRowSchema,
  mobileReportRowSchema,
  offlineBannerText,
} from './mobileTracker';
export type {
  MobileAvailableFlowRow,
  MobileLastReportRow,
  MobilePivotReport,
  MobileReport,
  MobileReportRow,
} from './mobileTracker';
export {
  CLIENT_EVENT_KINDS,
  CLIENT_EVENT_MAX_BYTES,
  CLIENT_EVENTS_PER_MINUTE,
  clientEventSchema,
  clientEventsSummaryRowSchema,
} from './clientEvents';
export type { ClientEvent, ClientEventKind, ClientEventsSummaryRow } from './clientEvents';
export {
  RELEASE_AUDIT_LIMIT,
  RELEASE_CHANGE_KINDS,
  RELEASE_CLIENT_ID,
  releaseChangeSchema,
  releaseEntrySchema,
  subresourceIntegritySchema,
  releaseEntryStatusSchema,
  releaseParamsSchema,
  releaseRollbackResultSchema,
  releaseRollbackRuleSchema,
  releasesSchema,
  releaseUpdateSchema,
  releaseVersionSchema,
  remoteIdSchema,
  remoteReleaseSchema,
} from './releases';
export type {
  ReleaseChange,
  ReleaseChangeKind,
  ReleaseEntry,
  ReleaseEntryStatus,
  ReleaseRollbackResult,
  ReleaseRollbackRule,
  Releases,
  ReleaseUpdate,
  RemoteRelease,
} from './releases';
export { defineCalls, defineEndpoint, endpointUrl } from './endpointDefinition';
export type {
  Callable,
  CallOf,
  CallsOf,
  Endpoint,
  EndpointCall,
  EndpointAccess,
  EndpointInput,
  EndpointRequestParts,
  EndpointResponse,
} from './endpointDefinition';
export { facilityPagesEndpoints, facilityWidgetEndpoints, wellFieldEndpoints } from './endpoints';
export { endpointOfCall } from './endpoints/endpointOfCall';
export {
  basemapEndpoints,
  graphCsvEndpoints,
  graphEndpoints,
  mapSymbolEndpoint,
  placesEndpoints,
  publicMapEndpoints,
  riverPhotoEndpoint,
  comparisonDataEndpoints,
  comparisonEndpoints,
  downloadEndpoints,
  downloadListEndpoints,
  landingDashboardEndpoints,
  mobileTrackerEndpoints,
  platformEndpoints,
  releaseEndpoints,
  reportTableEndpoints,
} from './endpoints';
// Instants and calendar days, within the years a district's data can name.
export { calendarDaySchema, instantSchema, SANE_YEARS } from './instants';
// Ids: PostgreSQL integers, in bodies, paths and comma lists.
export {
  idListParamSchema,
  idParamSchema,
  idSchema,
  integerSchema,
  MAX_IDS_IN_LIST,
  MAX_INTEGER,
} from './ids';
// Admin area: the record descriptors and the system-management, users-management and
// server-jobs endpoints, with the lookups' schemas.
export {
  canonicalJson,
  defineRecord,
  idParamsSchema,
  linkSetVersion,
  recordDeletedSchema,
  recordVersion,
  staleRecordSchema,
  versionOfRow,
  versionTag,
  type RecordDescriptor,
  type RecordToasts,
  type StaleRecord,
} from './records';
export {
  alertEndpoints,
  alertsRecord,
  associationEndpoints,
  auditEndpoints,
  contactsRecord,
  facilitiesRecord,
  groupsRecord,
  groupUseEndpoints,
  ignitionDemoEndpoints,
  importsRecord,
  locationSetupEndpoints,
  locationsRecord,
  lookupEndpoints,
  serverJobsEndpoints,
  systemStatusEndpoints,
  usersManagementEndpoints,
  usersRecord,
} from './endpoints';
export {
  IMPORT_OVERDUE_FACTOR,
  SERVER_GONE_AFTER_MINUTES,
  systemStatusSchema,
} from './systemStatus';
export type {
  AlertEngineStatus,
  ImportStatus,
  LiveVersion,
  OutboxStatus,
  RemoteStatus,
  ServerStatus,
  SystemStatus,
} from './systemStatus';
export {
  dataSourceChoiceSchema,
  facilityTypeChoiceSchema,
  importRunsQuerySchema,
  locationTypeChoiceSchema,
  parameterChoiceSchema,
  terrainElevationSchema,
  terrainPointSchema,
  unitChoiceSchema,
  waterbodyChoiceSchema,
} from './systemManagement';
export type {
  DataSourceChoice,
  FacilityTypeChoice,
  LocationTypeChoice,
  ParameterChoice,
  UnitChoice,
  WaterbodyChoice,
} from './systemManagement';
export { landingPageParamsSchema, userParamsSchema } from './usersManagement';
