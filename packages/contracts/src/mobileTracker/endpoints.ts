import * as z from 'zod';
import { defineEndpoints } from '../endpointDefinition';
import { mobileTrackerCallParts } from './callParts';
import {
  mobileAvailableFlowRowSchema,
  mobileLastReportRowSchema,
  mobileReportRowSchema,
} from './mobileTracker';

const rows = { response: z.array(mobileReportRowSchema) };
const availableFlow = { response: z.array(mobileAvailableFlowRowSchema) };

/** `mobileTrackerCallParts` with the rows each table answers. */
export const mobileTrackerEndpoints = defineEndpoints(mobileTrackerCallParts, {
  storage: rows,
  recharge: rows,
  augmentation: rows,
  wells: rows,
  batteries: rows,
  lastreport: { response: z.array(mobileLastReportRowSchema) },
  'available-flow-calcs-formulas': availableFlow,
  'available-flow-calcs-notes': availableFlow,
});
