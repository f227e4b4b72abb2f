import type { CallsOf } from '../endpointDefinition';
import { usersManagementCallParts } from './callParts';
import type { usersManagementEndpoints } from './endpoints';

/** `usersManagementEndpoints` as a browser calls them: typed by the endpoints, without their schemas. */
export const usersManagementCalls: CallsOf<typeof usersManagementEndpoints> =
  usersManagementCallParts;
