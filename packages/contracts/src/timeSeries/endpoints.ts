import * as z from 'zod';
import { defineEndpoints } from '../endpointDefinition';
import { graphCallParts, graphCsvCallParts } from './callParts';
import { graphCsvQuerySchema } from './graphCsv';
import { byGraphKind } from './graphKinds';
import { graphParamsSchema, graphQuerySchema, graphRowSchema } from './graphSeries';

/** `graphCallParts` with their schemas, the same for every kind. */
export const graphEndpoints = defineEndpoints(
  graphCallParts,
  byGraphKind(() => ({
    params: graphParamsSchema,
    query: graphQuerySchema,
    response: z.array(graphRowSchema),
  })),
);

/** `graphCsvCallParts` with their schemas, the same for every kind. */
export const graphCsvEndpoints = defineEndpoints(
  graphCsvCallParts,
  byGraphKind(() => ({ params: graphParamsSchema, query: graphCsvQuerySchema })),
);
