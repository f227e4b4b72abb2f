import { defineCalls } from '../endpointDefinition';
import { ADMIN_ROLES } from '../roles';

/** System Status: the servers, imports, outbox, alert engine and remotes in one look. */
export const systemStatusCallParts = defineCalls({
  systemStatus: {
    method: 'GET',
    path: '/api/system-status',
    access: { anyOf: ADMIN_ROLES },
    tags: ['Server jobs'],
    summary:
      'Each server and its readiness, imports by data source, the outbox, the alert engine and the live remote versions',
  },
});
