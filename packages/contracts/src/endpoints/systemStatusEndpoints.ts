import { defineEndpoint } from '../endpointDefinition';
import { ADMIN_ROLES } from '../roles';
import { systemStatusSchema } from '../systemStatus';

/** System Status (issue 50): the servers, imports, outbox, alert engine and remotes in one look. */
export const systemStatusEndpoints = {
  systemStatus: defineEndpoint({
    method: 'GET',
    path: '/api/system-status',
    response: systemStatusSchema,
    access: { anyOf: ADMIN_ROLES },
    tags: ['Server jobs'],
    summary:
      'Each server and its readiness, imports by data source, the outbox, the alert engine and the live remote versions',
  }),
};
