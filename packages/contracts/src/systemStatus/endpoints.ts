import { defineEndpoints } from '../endpointDefinition';
import { systemStatusCallParts } from './callParts';
import { systemStatusSchema } from './systemStatus';

/** `systemStatusCallParts` with their schemas: what the server registers and checks. */
export const systemStatusEndpoints = defineEndpoints(systemStatusCallParts, {
  systemStatus: { response: systemStatusSchema },
});
