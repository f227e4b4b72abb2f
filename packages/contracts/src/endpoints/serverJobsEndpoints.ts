import * as z from 'zod';
import { defineEndpoint } from '../endpointDefinition';
import { ADMIN_ROLES } from '../roles';
import {
  alertOutboxMessageSchema,
  importRunSchema,
  importRunsQuerySchema,
} from '../systemManagement';

const tags = ['Server jobs'];

/** What the server's jobs did: an import's runs, and the alert engine's outbox. */
export const serverJobsEndpoints = {
  importRuns: defineEndpoint({
    method: 'GET',
    path: '/api/import-runs',
    query: importRunsQuerySchema,
    response: z.array(importRunSchema),
    access: { anyOf: ADMIN_ROLES },
    tags,
    summary: "An import configuration's runs, newest first (the last 100)",
  }),
  alertsOutbox: defineEndpoint({
    method: 'GET',
    path: '/api/alerts-outbox',
    response: z.array(alertOutboxMessageSchema),
    access: { anyOf: ADMIN_ROLES },
    tags,
    summary: 'Alert messages and their delivery, newest first (the last 200)',
  }),
};
