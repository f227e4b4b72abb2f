import * as z from 'zod';
import { defineEndpoints } from '../endpointDefinition';
import {
  comparisonCallParts,
  comparisonDataCallParts,
  downloadCallParts,
  downloadListCallParts,
  landingDashboardCallParts,
  reportTableCallParts,
} from './callParts';
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
} from './dataAccess';

/** `comparisonCallParts` with their schemas: what the server registers and checks. */
export const comparisonEndpoints = defineEndpoints(comparisonCallParts, {
  facilities: { response: z.array(comparisonFacilitySchema) },
  parameters: {
    query: comparisonDropdownQuerySchema,
    response: z.array(comparisonParameterSchema),
  },
  locations: {
    query: comparisonDropdownQuerySchema,
    response: z.array(comparisonLocationSchema),
  },
});

const comparisonData = {
  params: comparisonDataParamsSchema,
  response: z.array(comparisonSeriesSchema),
};

/** `comparisonDataCallParts` with their schemas, the same for both time steps. */
export const comparisonDataEndpoints = defineEndpoints(comparisonDataCallParts, {
  daily: comparisonData,
  raw: comparisonData,
});

/** `downloadListCallParts` with their schemas: what the server registers and checks. */
export const downloadListEndpoints = defineEndpoints(downloadListCallParts, {
  facilityTypes: { response: z.array(downloadFacilityTypeSchema) },
  facilities: { response: z.array(downloadFacilitySchema) },
  parameterGroups: { response: z.array(downloadParameterGroupSchema) },
});

/** `downloadCallParts` with their schemas, the same for both time steps. */
export const downloadEndpoints = defineEndpoints(downloadCallParts, {
  'data-15min': { body: downloadRequestSchema },
  'data-daily': { body: downloadRequestSchema },
});

/** `reportTableCallParts` with their schemas: what the server registers and checks. */
export const reportTableEndpoints = defineEndpoints(reportTableCallParts, {
  batteryStats: { response: z.array(batteryStatsRowSchema) },
  siteSummary: { response: z.array(siteSummaryRowSchema) },
});

/** `landingDashboardCallParts` with their schemas: what the server registers and checks. */
export const landingDashboardEndpoints = defineEndpoints(landingDashboardCallParts, {
  parameters: { response: z.array(dashboardParameterSchema) },
  readings: { params: dashboardReadingsParamsSchema, response: z.array(dashboardReadingSchema) },
});
