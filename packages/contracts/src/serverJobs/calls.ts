import type { CallsOf } from '../endpointDefinition';
import { serverJobsCallParts } from './callParts';
import type { serverJobsEndpoints } from './endpoints';

/** `serverJobsEndpoints` as a browser calls them: typed by the endpoints, without their schemas. */
export const serverJobsCalls: CallsOf<typeof serverJobsEndpoints> = serverJobsCallParts;
