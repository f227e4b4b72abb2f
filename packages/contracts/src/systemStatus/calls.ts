import type { CallsOf } from '../endpointDefinition';
import { systemStatusCallParts } from './callParts';
import type { systemStatusEndpoints } from './endpoints';

/** `systemStatusEndpoints` as a browser calls them: typed by the endpoints, without their schemas. */
export const systemStatusCalls: CallsOf<typeof systemStatusEndpoints> = systemStatusCallParts;
