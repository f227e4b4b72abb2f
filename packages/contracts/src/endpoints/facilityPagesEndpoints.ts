import * as z from 'zod';
import {
  facilityPagesCallParts,
  facilityWidgetCallParts,
  wellFieldCallParts,
} from '../calls/facilityPagesCalls';
import { defineEndpoint } from '../endpointDefinition';
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
} from '../facilityDisplay';
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
} from '../facilityPages';

/** `facilityPagesCallParts` with their schemas: what the server registers and checks. */
export const facilityPagesEndpoints = {
  list: defineEndpoint({
    ...facilityPagesCallParts.list,
    response: z.array(facilityListItemSchema),
  }),
  authorized: defineEndpoint({
    ...facilityPagesCallParts.authorized,
    response: z.array(authorizedFacilitySchema),
  }),
  details: defineEndpoint({
    ...facilityPagesCallParts.details,
    params: facilityDisplayParamsSchema,
    response: facilityDetailsSchema,
  }),
  parameters: defineEndpoint({
    ...facilityPagesCallParts.parameters,
    params: facilityDisplayParamsSchema,
    response: z.array(drillDownParameterSchema),
  }),
  locations: defineEndpoint({
    ...facilityPagesCallParts.locations,
    params: facilityDisplayParamsSchema,
    response: z.array(drillDownLocationSchema),
  }),
  drillDownTable: defineEndpoint({
    ...facilityPagesCallParts.drillDownTable,
    params: drillDownTableParamsSchema,
    response: z.array(drillDownTableRowSchema),
  }),
  drillDownGraph: defineEndpoint({
    ...facilityPagesCallParts.drillDownGraph,
    params: drillDownGraphParamsSchema,
    response: z.array(drillDownGraphSeriesSchema),
  }),
};

/** `facilityWidgetCallParts` with their schemas: what the server registers and checks. */
export const facilityWidgetEndpoints = {
  lastfew: defineEndpoint({
    ...facilityWidgetCallParts.lastfew,
    params: facilityDisplayParamsSchema,
    response: z.array(facilityLastFewRowSchema),
  }),
  monthly: defineEndpoint({
    ...facilityWidgetCallParts.monthly,
    params: facilityDisplayParamsSchema,
    query: waterYearQuerySchema,
    response: z.array(facilityMonthlyRowSchema),
  }),
  ytd: defineEndpoint({
    ...facilityWidgetCallParts.ytd,
    params: facilityDisplayParamsSchema,
    query: waterYearQuerySchema,
    response: z.array(facilityYtdRowSchema),
  }),
  pctfull: defineEndpoint({
    ...facilityWidgetCallParts.pctfull,
    params: facilityDisplayParamsSchema,
    response: z.array(facilityPctFullRowSchema),
  }),
};

/** `wellFieldCallParts` with their schemas: what the server registers and checks. */
export const wellFieldEndpoints = {
  currentTotals: defineEndpoint({
    ...wellFieldCallParts.currentTotals,
    response: z.array(currentTotalRowSchema),
  }),
  wellValuesGraph: defineEndpoint({
    ...wellFieldCallParts.wellValuesGraph,
    response: z.array(wellCurrentValuesRowSchema),
  }),
  wellValuesTable: defineEndpoint({
    ...wellFieldCallParts.wellValuesTable,
    response: z.array(wellCurrentValuesTableRowSchema),
  }),
};
