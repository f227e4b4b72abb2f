import * as z from 'zod';
import { defineEndpoint, type EndpointAccess } from '../endpointDefinition';
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
import { DATA_ROLES, SIGNED_IN_ROLES } from '../roles';

const tags = ['Facility pages'];
const DISPLAY = '/api/get-display-facility';

/** Administrator, Developer, All Data User, or a user the facility's `authorized_users` name. */
const drillDownAccess: EndpointAccess = { anyOf: DATA_ROLES, orAuthorizedUser: true };

/**
 * The facility pages (spec/dashboard.md §2): the list, the caller's own facilities (the
 * sidebar's), one facility's card, and the drill-down.
 * Public where the handlers decide what a caller sees (see the server's `facilityAccess`).
 */
export const facilityPagesEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/facility-pages',
    response: z.array(facilityListItemSchema),
    access: 'public',
    tags,
    summary: 'The facilities the caller may see, by type, display order and name',
  }),
  authorized: defineEndpoint({
    method: 'GET',
    path: '/api/authorized-facilities',
    response: z.array(authorizedFacilitySchema),
    // An anonymous visitor is named by no facility: the sidebar does not ask.
    access: { anyOf: SIGNED_IN_ROLES },
    tags,
    summary:
      "The facilities whose authorized_users name the caller, with their type's icon: the sidebar's entries",
  }),
  details: defineEndpoint({
    method: 'GET',
    path: '/api/facility-pages/:facilityNdx',
    params: facilityDisplayParamsSchema,
    response: facilityDetailsSchema,
    access: 'public',
    tags,
    summary: "A facility's details card, and its locations in the full view",
  }),
  parameters: defineEndpoint({
    method: 'GET',
    path: '/api/list-parameters/:facilityNdx',
    params: facilityDisplayParamsSchema,
    response: z.array(drillDownParameterSchema),
    access: drillDownAccess,
    tags,
    summary: "The parameters recorded at a facility's locations, by name",
  }),
  locations: defineEndpoint({
    method: 'GET',
    path: '/api/list-locations/:facilityNdx',
    params: facilityDisplayParamsSchema,
    response: z.array(drillDownLocationSchema),
    access: drillDownAccess,
    tags,
    summary: "A facility's locations in display order",
  }),
  // `table-` and `graph-` are static prefixes of their first segment, beside the summary
  // widgets' `/lastfew/:facilityNdx` etc., so neither shadows the other.
  drillDownTable: defineEndpoint({
    method: 'GET',
    path: `${DISPLAY}/table-:interval/:facilityNdx/:start/:end`,
    params: drillDownTableParamsSchema,
    response: z.array(drillDownTableRowSchema),
    access: drillDownAccess,
    tags,
    summary: "A facility's values per timestamp and parameter, a column per location",
  }),
  drillDownGraph: defineEndpoint({
    method: 'GET',
    path: `${DISPLAY}/graph-:interval/:facilityNdx/:start/:end/:parameterNdx`,
    params: drillDownGraphParamsSchema,
    response: z.array(drillDownGraphSeriesSchema),
    access: drillDownAccess,
    tags,
    summary: 'One parameter of a facility, a downsampled line per location recording it',
  }),
};

/**
 * The facility pages' summary widgets by widget key (spec/public-map.md §3 and §7). All public:
 * the widgets summarise a facility without exposing its raw series.
 */
export const facilityWidgetEndpoints = {
  lastfew: defineEndpoint({
    method: 'GET',
    path: `${DISPLAY}/lastfew/:facilityNdx`,
    params: facilityDisplayParamsSchema,
    response: z.array(facilityLastFewRowSchema),
    access: 'public',
    tags,
    summary: "The last few 15-minute readings of a facility's primary series, per location",
  }),
  monthly: defineEndpoint({
    method: 'GET',
    path: `${DISPLAY}/monthly/:facilityNdx`,
    params: facilityDisplayParamsSchema,
    query: waterYearQuerySchema,
    response: z.array(facilityMonthlyRowSchema),
    access: 'public',
    tags,
    summary: 'Monthly flow volumes (af) of the current water year, per location',
  }),
  ytd: defineEndpoint({
    method: 'GET',
    path: `${DISPLAY}/ytd/:facilityNdx`,
    params: facilityDisplayParamsSchema,
    query: waterYearQuerySchema,
    response: z.array(facilityYtdRowSchema),
    access: 'public',
    tags,
    summary: 'Water-year-to-date flow volumes (af) of this and previous water years',
  }),
  pctfull: defineEndpoint({
    method: 'GET',
    path: `${DISPLAY}/pctfull/:facilityNdx`,
    params: facilityDisplayParamsSchema,
    response: z.array(facilityPctFullRowSchema),
    access: 'public',
    tags,
    summary: "Percent-full gauges of a facility's storage locations",
  }),
};

/** The well field's own widget (facility 1778, spec §2). */
export const wellFieldEndpoints = {
  currentTotals: defineEndpoint({
    method: 'GET',
    path: `${DISPLAY}/eccv-current-totals`,
    response: z.array(currentTotalRowSchema),
    access: 'public',
    tags,
    summary: 'District-wide current pumping, storage and recharge flow',
  }),
  wellValuesGraph: defineEndpoint({
    method: 'GET',
    path: `${DISPLAY}/eccv-current-values-by-well/graph`,
    response: z.array(wellCurrentValuesRowSchema),
    access: 'public',
    tags,
    summary: "Every well's current water level and pumping rate",
  }),
  wellValuesTable: defineEndpoint({
    method: 'GET',
    path: `${DISPLAY}/eccv-current-values-by-well/table`,
    response: z.array(wellCurrentValuesTableRowSchema),
    access: 'public',
    tags,
    summary: 'Current well values as a table with a column per well',
  }),
};
