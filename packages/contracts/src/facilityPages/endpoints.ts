import * as z from 'zod';
import { defineEndpoints } from '../endpointDefinition';
import { facilityPagesCallParts, facilityWidgetCallParts, wellFieldCallParts } from './callParts';
import {
  currentTotalRowSchema,
  facilityDisplayParamsSchema,
  facilityLastFewRowSchema,
  facilityMonthlyRowSchema,
  facilityPctFullRowSchema,
  facilityYtdRowSchema,
  waterYearQuerySchema,
  wellCurrentValuesRowSchema,
  wellCurrentValuesTableRowSchema,
} from './facilityDisplay';
import {
  authorizedFacilitySchema,
  drillDownGraphParamsSchema,
  drillDownGraphSeriesSchema,
  drillDownLocationSchema,
  drillDownParameterSchema,
  drillDownTableParamsSchema,
  drillDownTableRowSchema,
  facilityDetailsSchema,
  facilityListItemSchema,
} from './facilityPages';

/** `facilityPagesCallParts` with their schemas: what the server registers and checks. */
export const facilityPagesEndpoints = defineEndpoints(facilityPagesCallParts, {
  list: { response: z.array(facilityListItemSchema) },
  authorized: { response: z.array(authorizedFacilitySchema) },
  details: { params: facilityDisplayParamsSchema, response: facilityDetailsSchema },
  parameters: {
    params: facilityDisplayParamsSchema,
    response: z.array(drillDownParameterSchema),
  },
  locations: { params: facilityDisplayParamsSchema, response: z.array(drillDownLocationSchema) },
  drillDownTable: {
    params: drillDownTableParamsSchema,
    response: z.array(drillDownTableRowSchema),
  },
  drillDownGraph: {
    params: drillDownGraphParamsSchema,
    response: z.array(drillDownGraphSeriesSchema),
  },
});

/** `facilityWidgetCallParts` with their schemas: what the server registers and checks. */
export const facilityWidgetEndpoints = defineEndpoints(facilityWidgetCallParts, {
  lastfew: { params: facilityDisplayParamsSchema, response: z.array(facilityLastFewRowSchema) },
  monthly: {
    params: facilityDisplayParamsSchema,
    query: waterYearQuerySchema,
    response: z.array(facilityMonthlyRowSchema),
  },
  ytd: {
    params: facilityDisplayParamsSchema,
    query: waterYearQuerySchema,
    response: z.array(facilityYtdRowSchema),
  },
  pctfull: { params: facilityDisplayParamsSchema, response: z.array(facilityPctFullRowSchema) },
});

/** `wellFieldCallParts` with their schemas: what the server registers and checks. */
export const wellFieldEndpoints = defineEndpoints(wellFieldCallParts, {
  currentTotals: { response: z.array(currentTotalRowSchema) },
  wellValuesGraph: { response: z.array(wellCurrentValuesRowSchema) },
  wellValuesTable: { response: z.array(wellCurrentValuesTableRowSchema) },
});
