import type { CallsOf } from '../endpointDefinition';
import { facilityPagesCallParts, facilityWidgetCallParts, wellFieldCallParts } from './callParts';
import type {
  facilityPagesEndpoints,
  facilityWidgetEndpoints,
  wellFieldEndpoints,
} from './endpoints';

/** `facilityPagesEndpoints` as a browser calls them: typed by the endpoints, without their schemas. */
export const facilityPagesCalls: CallsOf<typeof facilityPagesEndpoints> = facilityPagesCallParts;

/** `facilityWidgetEndpoints` as a browser calls them: typed by the endpoints, without their schemas. */
export const facilityWidgetCalls: CallsOf<typeof facilityWidgetEndpoints> = facilityWidgetCallParts;

/** `wellFieldEndpoints` as a browser calls them: typed by the endpoints, without their schemas. */
export const wellFieldCalls: CallsOf<typeof wellFieldEndpoints> = wellFieldCallParts;
