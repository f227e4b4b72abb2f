import { defineCalls } from '../endpointDefinition';
import { ADMIN_ROLES } from '../roles';

const tags = ['Server jobs'];

/** What the server's jobs did: an import's runs, and the alert engine's outbox. */
export const serverJobsCallParts = defineCalls({
  importRuns: {
    method: 'GET',
    path: '/api/import-runs',
    access: { anyOf: ADMIN_ROLES },
    tags,
    summary: "An import configuration's runs, newest first (the last 100)",
  },
  alertsOutbox: {
    method: 'GET',
    path: '/api/alerts-outbox',
    access: { anyOf: ADMIN_ROLES },
    tags,
    summary: 'Alert messages and their delivery, newest first (the last 200)',
  },
});
