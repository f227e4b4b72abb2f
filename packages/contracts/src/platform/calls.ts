import type { CallsOf } from '../endpointDefinition';
import { platformCallParts } from './callParts';
import type { platformEndpoints } from './endpoints';

/** `platformEndpoints` as a browser calls them: typed by the endpoints, without their schemas. */
export const platformCalls: CallsOf<typeof platformEndpoints> = platformCallParts;
