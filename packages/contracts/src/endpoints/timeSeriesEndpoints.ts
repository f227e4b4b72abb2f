import * as z from 'zod';
import { defineEndpoint } from '../endpointDefinition';
import { graphCsvQuerySchema } from '../graphCsv';
import {
  GRAPH_KINDS,
  graphParamsSchema,
  graphQuerySchema,
  graphRowSchema,
  type GraphKind,
} from '../graphSeries';

const tags = ['Public map'];

/** One endpoint per graph kind, so a kind added to `GRAPH_KINDS` cannot lack its endpoint. */
function byKind<E>(endpointOf: (kind: GraphKind) => E): Record<GraphKind, E> {
  return {
    flow: endpointOf('flow'),
    stage: endpointOf('stage'),
    waterLevel: endpointOf('waterLevel'),
  };
}

/**
 * The time-series panel's 15-minute graphs (spec/public-map.md §7), by kind: a window (default
 * the last 3 days), downsampled on the server with peaks kept. Public: a district location's
 * series needs a signed-in caller, which the handler decides once it has found the location.
 */
export const graphEndpoints = byKind((kind) =>
  defineEndpoint({
    method: 'POST',
    path: `/api/${GRAPH_KINDS[kind].route}/:locationNdx`,
    params: graphParamsSchema,
    query: graphQuerySchema,
    response: z.array(graphRowSchema),
    access: 'public',
    tags,
    summary: `15-minute ${GRAPH_KINDS[kind].field} of one location`,
  }),
);

/**
 * The time-series panel's CSV downloads (spec/public-map.md §5), by kind: every 15-minute
 * reading of the chosen days and the month after. Same access as the graphs.
 */
export const graphCsvEndpoints = byKind((kind) =>
  defineEndpoint({
    method: 'GET',
    path: `/api/${GRAPH_KINDS[kind].route}/:locationNdx/csv`,
    params: graphParamsSchema,
    query: graphCsvQuerySchema,
    answer: 'file',
    access: 'public',
    tags,
    summary: `15-minute ${GRAPH_KINDS[kind].field} of one location as a CSV download`,
  }),
);
