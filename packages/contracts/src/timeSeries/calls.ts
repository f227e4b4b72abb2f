import type { CallsOf } from '../endpointDefinition';
import { graphCallParts, graphCsvCallParts } from './callParts';
import type { graphCsvEndpoints, graphEndpoints } from './endpoints';

/** `graphEndpoints` as a browser calls them: typed by the endpoints, without their schemas. */
export const graphCalls: CallsOf<typeof graphEndpoints> = graphCallParts;

/** `graphCsvEndpoints` as a browser calls them: typed by the endpoints, without their schemas. */
export const graphCsvCalls: CallsOf<typeof graphCsvEndpoints> = graphCsvCallParts;
