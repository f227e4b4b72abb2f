import type { CallsOf } from '../endpointDefinition';
import { releaseCallParts } from './callParts';
import type { releaseEndpoints } from './endpoints';

/** `releaseEndpoints` as a browser calls them: typed by the endpoints, without their schemas. */
export const releaseCalls: CallsOf<typeof releaseEndpoints> = releaseCallParts;
