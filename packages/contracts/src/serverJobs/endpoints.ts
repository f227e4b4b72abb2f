import * as z from 'zod';
import { defineEndpoints } from '../endpointDefinition';
import {
  alertOutboxMessageSchema,
  importRunSchema,
  importRunsQuerySchema,
} from '../systemManagement/systemManagement';
import { serverJobsCallParts } from './callParts';

/** `serverJobsCallParts` with their schemas: what the server registers and checks. */
export const serverJobsEndpoints = defineEndpoints(serverJobsCallParts, {
  importRuns: { query: importRunsQuerySchema, response: z.array(importRunSchema) },
  alertsOutbox: { response: z.array(alertOutboxMessageSchema) },
});
