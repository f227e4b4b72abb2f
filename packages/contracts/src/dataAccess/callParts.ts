import { defineCalls } from '../endpointDefinition';
import { ADMIN_ROLES, DATA_ROLES } from '../roles';

const comparisonTags = ['Time Series Comparisons'];

/** One axis of a comparison, daily means or 15-minute readings per station. */
const comparisonData = <const Kind extends 'daily' | 'raw'>(kind: Kind, readings: string) =>
  ({
    method: 'GET',
    path: `/api/ts-compare-${kind}-data/:parameter/:locations/:startDate/:endDate`,
    access: 'public',
    tags: comparisonTags,
    summary: `One axis of a comparison: ${readings} per station`,
  }) as const;

/**
 * Time Series Comparisons (spec/dashboard.md §2, §7): public like the page, but anonymous
 * visitors see and compare public stations only; a district station's data needs a signed-in
 * caller (401), as on the map.
 */
export const comparisonCallParts = defineCalls({
  facilities: {
    method: 'GET',
    path: '/api/ts-compare-dropdown-facilities',
    access: 'public',
    tags: comparisonTags,
    summary: 'Facilities with a station the caller may see',
  },
  parameters: {
    method: 'GET',
    path: '/api/ts-compare-dropdown-parameters',
    access: 'public',
    tags: comparisonTags,
    summary: 'Parameters recorded at the stations the caller may see',
  },
  locations: {
    method: 'GET',
    path: '/api/ts-compare-dropdown-locations-assoc',
    access: 'public',
    tags: comparisonTags,
    summary: 'Stations with their parameters, facilities and coordinates',
  },
});

/** A comparison axis's data, by the comparison's time step. */
export const comparisonDataCallParts = defineCalls({
  daily: comparisonData('daily', 'daily means'),
  raw: comparisonData('raw', '15-minute readings'),
});

const downloadTags = ['Query & Download'];
const DOWNLOAD = '/api/facility-query-download';

/** The readings of the chosen facilities and measurements at one time step, as a CSV file. */
const download = <const Step extends 'data-15min' | 'data-daily'>(step: Step, readings: string) =>
  ({
    method: 'POST',
    path: `${DOWNLOAD}/${step}`,
    answer: 'file',
    access: { anyOf: DATA_ROLES },
    tags: downloadTags,
    summary: `The ${readings} readings of the chosen facilities and measurements, as CSV`,
  }) as const;

/**
 * Query & Download (spec/dashboard.md §2, §7): the three lists, for All Data User,
 * Administrator and Developer.
 */
export const downloadListCallParts = defineCalls({
  facilityTypes: {
    method: 'GET',
    path: `${DOWNLOAD}/list-facility-types-united-only`,
    access: { anyOf: DATA_ROLES },
    tags: downloadTags,
    summary: 'Facility types with a United station',
  },
  facilities: {
    method: 'GET',
    path: `${DOWNLOAD}/list-facilities-with-types`,
    access: { anyOf: DATA_ROLES },
    tags: downloadTags,
    summary: 'Every facility with its type',
  },
  parameterGroups: {
    method: 'GET',
    path: `${DOWNLOAD}/q-d-list-parameter-groups`,
    access: { anyOf: DATA_ROLES },
    tags: downloadTags,
    summary: 'The measurement groups',
  },
});

/** Query & Download's two downloads, by the path's time step (`DOWNLOAD_ENDPOINT_PATHS`). */
export const downloadCallParts = defineCalls({
  'data-15min': download('data-15min', '15-minute'),
  'data-daily': download('data-daily', 'daily'),
});

const reportTags = ['Report tables'];

/**
 * The batteries and site summary tables (spec/dashboard.md §2, §7). The spec calls them without
 * a token, but both list the district's own (United) stations, which only signed-in staff see
 * on the map; their pages are admin-only, and so are the calls.
 */
export const reportTableCallParts = defineCalls({
  batteryStats: {
    method: 'GET',
    path: '/api/display-batteries-last7days-stats',
    access: { anyOf: ADMIN_ROLES },
    tags: reportTags,
    summary: "Each station's battery voltage over the last 7 days",
  },
  siteSummary: {
    method: 'GET',
    path: '/api/reports-site-param-summary-united-stations',
    access: { anyOf: ADMIN_ROLES },
    tags: reportTags,
    summary: 'Every series of the United stations with its period of record',
  },
});

const dashboardTags = ['Landing dashboard'];

/**
 * The landing dashboard (spec/dashboard.md §2, §7): public, like the map. Anonymous visitors see
 * the public stations; signed-in users the district's own (United) stations too.
 */
export const landingDashboardCallParts = defineCalls({
  parameters: {
    method: 'GET',
    path: '/api/list-dashboard-parameters',
    access: 'public',
    tags: dashboardTags,
    summary: 'The parameters the landing dashboard can chart',
  },
  readings: {
    method: 'GET',
    path: '/api/display-dashgraph-data-hourly/:parameter/:hours',
    access: 'public',
    tags: dashboardTags,
    summary: "Each station's latest reading of a parameter as of some hours ago (0 to 24)",
  },
});
