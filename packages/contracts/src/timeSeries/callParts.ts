import { defineCalls } from '../endpointDefinition';
import { byGraphKind, GRAPH_KINDS } from './graphKinds';

const tags = ['Public map'];

/**
 * The time-series panel's 15-minute graphs (spec/public-map.md §7), by kind: a window (default
 * the last 3 days), downsampled on the server with peaks kept. Public: a district location's
 * series needs a signed-in caller, which the handler decides once it has found the location.
 */
export const graphCallParts = defineCalls(
  byGraphKind((kind) => ({
    method: 'POST',
    path: `/api/${GRAPH_KINDS[kind].route}/:locationNdx`,
    access: 'public',
    tags,
    summary: `15-minute ${GRAPH_KINDS[kind].field} of one location`,
  })),
);

/**
 * The time-series panel's CSV downloads (spec/public-map.md §5), by kind: every 15-minute
 * reading of the chosen days and the month after. Same access as the graphs.
 */
export const graphCsvCallParts = defineCalls(
  byGraphKind((kind) => ({
    method: 'GET',
    path: `/api/${GRAPH_KINDS[kind].route}/:locationNdx/csv`,
    answer: 'file',
    access: 'public',
    tags,
    summary: `15-minute ${GRAPH_KINDS[kind].field} of one location as a CSV download`,
  })),
);
