import { defineCalls, type EndpointAccess } from '../endpointDefinition';
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
export const facilityPagesCallParts = defineCalls({
  list: {
    method: 'GET',
    path: '/api/facility-pages',
    access: 'public',
    tags,
    summary: 'The facilities the caller may see, by type, display order and name',
  },
  authorized: {
    method: 'GET',
    path: '/api/authorized-facilities',
    // An anonymous visitor is named by no facility: the sidebar does not ask.
    access: { anyOf: SIGNED_IN_ROLES },
    tags,
    summary:
      "The facilities whose authorized_users name the caller, with their type's icon: the sidebar's entries",
  },
  details: {
    method: 'GET',
    path: '/api/facility-pages/:facilityNdx',
    access: 'public',
    tags,
    summary: "A facility's details card, and its locations in the full view",
  },
  parameters: {
    method: 'GET',
    path: '/api/list-parameters/:facilityNdx',
    access: drillDownAccess,
    tags,
    summary: "The parameters recorded at a facility's locations, by name",
  },
  locations: {
    method: 'GET',
    path: '/api/list-locations/:facilityNdx',
    access: drillDownAccess,
    tags,
    summary: "A facility's locations in display order",
  },
  // `table-` and `graph-` are static prefixes of their first segment, beside the summary
  // widgets' `/lastfew/:facilityNdx` etc., so neither shadows the other.
  drillDownTable: {
    method: 'GET',
    path: `${DISPLAY}/table-:interval/:facilityNdx/:start/:end`,
    access: drillDownAccess,
    tags,
    summary: "A facility's values per timestamp and parameter, a column per location",
  },
  drillDownGraph: {
    method: 'GET',
    path: `${DISPLAY}/graph-:interval/:facilityNdx/:start/:end/:parameterNdx`,
    access: drillDownAccess,
    tags,
    summary: 'One parameter of a facility, a downsampled line per location recording it',
  },
});

/**
 * The facility pages' summary widgets by widget key (spec/public-map.md §3 and §7). All public:
 * the widgets summarise a facility without exposing its raw series.
 */
export const facilityWidgetCallParts = defineCalls({
  lastfew: {
    method: 'GET',
    path: `${DISPLAY}/lastfew/:facilityNdx`,
    access: 'public',
    tags,
    summary: "The last few 15-minute readings of a facility's primary series, per location",
  },
  monthly: {
    method: 'GET',
    path: `${DISPLAY}/monthly/:facilityNdx`,
    access: 'public',
    tags,
    summary: 'Monthly flow volumes (af) of the current water year, per location',
  },
  ytd: {
    method: 'GET',
    path: `${DISPLAY}/ytd/:facilityNdx`,
    access: 'public',
    tags,
    summary: 'Water-year-to-date flow volumes (af) of this and previous water years',
  },
  pctfull: {
    method: 'GET',
    path: `${DISPLAY}/pctfull/:facilityNdx`,
    access: 'public',
    tags,
    summary: "Percent-full gauges of a facility's storage locations",
  },
});

/** The well field's own widget (facility 1778, spec §2). */
export const wellFieldCallParts = defineCalls({
  currentTotals: {
    method: 'GET',
    path: `${DISPLAY}/eccv-current-totals`,
    access: 'public',
    tags,
    summary: 'District-wide current pumping, storage and recharge flow',
  },
  wellValuesGraph: {
    method: 'GET',
    path: `${DISPLAY}/eccv-current-values-by-well/graph`,
    access: 'public',
    tags,
    summary: "Every well's current water level and pumping rate",
  },
  wellValuesTable: {
    method: 'GET',
    path: `${DISPLAY}/eccv-current-values-by-well/table`,
    access: 'public',
    tags,
    summary: 'Current well values as a table with a column per well',
  },
});
