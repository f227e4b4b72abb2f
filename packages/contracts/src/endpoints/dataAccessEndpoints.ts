import * as z from 'zod';
import {
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
  siteSummaryRowSchema,
} from '../dataAccess';
import { defineEndpoint } from '../endpointDefinition';
import { ADMIN_ROLES, DATA_ROLES } from '../roles';

const comparisonTags = ['Time Series Comparisons'];

/** One axis of a comparison, daily means or 15-minute readings per station. */
const comparisonData = <const Kind extends 'daily' | 'raw'>(kind: Kind, readings: string) =>
  defineEndpoint({
    method: 'GET',
    path: `/api/ts-compare-${kind}-data/:parameter/:locations/:startDate/:endDate`,
    params: comparisonDataParamsSchema,
    response: z.array(comparisonSeriesSchema),
    access: 'public',
    tags: comparisonTags,
    summary: `One axis of a comparison: ${readings} per station`,
  });

/**
 * Time Series Comparisons (spec/dashboard.md §2, §7): public like the page, but anonymous
 * visitors see and compare public stations only; a district station's data needs a signed-in
 * caller (401), as on the map.
 */
export const comparisonEndpoints = {
  facilities: defineEndpoint({
    method: 'GET',
    path: '/api/ts-compare-dropdown-facilities',
    response: z.array(comparisonFacilitySchema),
    access: 'public',
    tags: comparisonTags,
    summary: 'Facilities with a station the caller may see',
  }),
  parameters: defineEndpoint({
    method: 'GET',
    path: '/api/ts-compare-dropdown-parameters',
    query: comparisonDropdownQuerySchema,
    response: z.array(comparisonParameterSchema),
    access: 'public',
    tags: comparisonTags,
    summary: 'Parameters recorded at the stations the caller may see',
  }),
  locations: defineEndpoint({
    method: 'GET',
    path: '/api/ts-compare-dropdown-locations-assoc',
    query: comparisonDropdownQuerySchema,
    response: z.array(comparisonLocationSchema),
    access: 'public',
    tags: comparisonTags,
    summary: 'Stations with their parameters, facilities and coordinates',
  }),
};

/** A comparison axis's data, by the comparison's time step. */
export const comparisonDataEndpoints = {
  daily: comparisonData('daily', 'daily means'),
  raw: comparisonData('raw', '15-minute readings'),
};

const downloadTags = ['Query & Download'];
const DOWNLOAD = '/api/facility-query-download';

/** The readings of the chosen facilities and measurements at one time step, as a CSV file. */
const download = <const Step extends 'data-15min' | 'data-daily'>(step: Step, readings: string) =>
  defineEndpoint({
    method: 'POST',
    path: `${DOWNLOAD}/${step}`,
    body: downloadRequestSchema,
    answer: 'file',
    access: { anyOf: DATA_ROLES },
    tags: downloadTags,
    summary: `The ${readings} readings of the chosen facilities and measurements, as CSV`,
  });

/**
 * Query & Download (spec/dashboard.md §2, §7): the three lists, for All Data User,
 * Administrator and Developer.
 */
export const downloadListEndpoints = {
  facilityTypes: defineEndpoint({
    method: 'GET',
    path: `${DOWNLOAD}/list-facility-types-united-only`,
    response: z.array(downloadFacilityTypeSchema),
    access: { anyOf: DATA_ROLES },
    tags: downloadTags,
    summary: 'Facility types with a United station',
  }),
  facilities: defineEndpoint({
    method: 'GET',
    path: `${DOWNLOAD}/list-facilities-with-types`,
    response: z.array(downloadFacilitySchema),
    access: { anyOf: DATA_ROLES },
    tags: downloadTags,
    summary: 'Every facility with its type',
  }),
  parameterGroups: defineEndpoint({
    method: 'GET',
    path: `${DOWNLOAD}/q-d-list-parameter-groups`,
    response: z.array(downloadParameterGroupSchema),
    access: { anyOf: DATA_ROLES },
    tags: downloadTags,
    summary: 'The measurement groups',
  }),
};

/** Query & Download's two downloads, by the path's time step (`DOWNLOAD_ENDPOINT_PATHS`). */
export const downloadEndpoints = {
  'data-15min': download('data-15min', '15-minute'),
  'data-daily': download('data-daily', 'daily'),
};

const reportTags = ['Report tables'];

/**
 * The batteries and site summary tables (spec/dashboard.md §2, §7). The spec calls them without
 * a token, but both list the district's own (United) stations, which only signed-in staff see
 * on the map; their pages are admin-only, and so are the calls.
 */
export const reportTableEndpoints = {
  batteryStats: defineEndpoint({
    method: 'GET',
    path: '/api/display-batteries-last7days-stats',
    response: z.array(batteryStatsRowSchema),
    access: { anyOf: ADMIN_ROLES },
    tags: reportTags,
    summary: "Each station's battery voltage over the last 7 days",
  }),
  siteSummary: defineEndpoint({
    method: 'GET',
    path: '/api/reports-site-param-summary-united-stations',
    response: z.array(siteSummaryRowSchema),
    access: { anyOf: ADMIN_ROLES },
    tags: reportTags,
    summary: 'Every series of the United stations with its period of record',
  }),
};

const dashboardTags = ['Landing dashboard'];

/**
 * The landing dashboard (spec/dashboard.md §2, §7): public, like the map. Anonymous visitors see
 * the public stations; signed-in users the district's own (United) stations too.
 */
export const landingDashboardEndpoints = {
  parameters: defineEndpoint({
    method: 'GET',
    path: '/api/list-dashboard-parameters',
    response: z.array(dashboardParameterSchema),
    access: 'public',
    tags: dashboardTags,
    summary: 'The parameters the landing dashboard can chart',
  }),
  readings: defineEndpoint({
    method: 'GET',
    path: '/api/display-dashgraph-data-hourly/:parameter/:hours',
    params: dashboardReadingsParamsSchema,
    response: z.array(dashboardReadingSchema),
    access: 'public',
    tags: dashboardTags,
    summary: "Each station's latest reading of a parameter as of some hours ago (0 to 24)",
  }),
};
