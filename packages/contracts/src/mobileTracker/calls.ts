import type { CallsOf } from '../endpointDefinition';
import { mobileTrackerCallParts } from './callParts';
import type { mobileTrackerEndpoints } from './endpoints';

/** `mobileTrackerEndpoints` as a browser calls them: typed by the endpoints, without their schemas. */
export const mobileTrackerCalls: CallsOf<typeof mobileTrackerEndpoints> = mobileTrackerCallParts;
