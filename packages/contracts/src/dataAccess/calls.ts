import type { CallsOf } from '../endpointDefinition';
import {
  comparisonCallParts,
  comparisonDataCallParts,
  downloadCallParts,
  downloadListCallParts,
  landingDashboardCallParts,
  reportTableCallParts,
} from './callParts';
import type {
  comparisonDataEndpoints,
  comparisonEndpoints,
  downloadEndpoints,
  downloadListEndpoints,
  landingDashboardEndpoints,
  reportTableEndpoints,
} from './endpoints';

/** `comparisonEndpoints` as a browser calls them: typed by the endpoints, without their schemas. */
export const comparisonCalls: CallsOf<typeof comparisonEndpoints> = comparisonCallParts;

/** `comparisonDataEndpoints` as a browser calls them: typed by the endpoints, without their schemas. */
export const comparisonDataCalls: CallsOf<typeof comparisonDataEndpoints> = comparisonDataCallParts;

/** `downloadListEndpoints` as a browser calls them: typed by the endpoints, without their schemas. */
export const downloadListCalls: CallsOf<typeof downloadListEndpoints> = downloadListCallParts;

/** `downloadEndpoints` as a browser calls them: typed by the endpoints, without their schemas. */
export const downloadCalls: CallsOf<typeof downloadEndpoints> = downloadCallParts;

/** `reportTableEndpoints` as a browser calls them: typed by the endpoints, without their schemas. */
export const reportTableCalls: CallsOf<typeof reportTableEndpoints> = reportTableCallParts;

/** `landingDashboardEndpoints` as a browser calls them: typed by the endpoints, without their schemas. */
export const landingDashboardCalls: CallsOf<typeof landingDashboardEndpoints> =
  landingDashboardCallParts;
