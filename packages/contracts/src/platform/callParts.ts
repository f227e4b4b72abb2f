import { defineCalls } from '../endpointDefinition';
import { ADMIN_ROLES } from '../roles';
import { AUTH_SETTINGS_PATH } from './authSettings';

/** The platform's own calls: health, sign-in settings, and what browsers report of remotes. */
export const platformCallParts = defineCalls({
  health: {
    method: 'GET',
    path: '/api/health',
    access: 'public',
    tags: ['Platform'],
    summary: 'Server health and version',
  },
  /** For an orchestrator's liveness probe: answers without touching the database. */
  healthLive: {
    method: 'GET',
    path: '/api/health/live',
    access: 'public',
    tags: ['Platform'],
    summary: 'Whether the process is up',
  },
  /** For an orchestrator's readiness probe and a proxy's health check. */
  healthReady: {
    method: 'GET',
    path: '/api/health/ready',
    access: 'public',
    tags: ['Platform'],
    summary: 'Whether the server takes requests: started, not shutting down, database migrated',
  },
  authSettings: {
    method: 'GET',
    path: AUTH_SETTINGS_PATH,
    access: 'public',
    tags: ['Sign-in'],
    summary: 'How the shell signs users in',
  },
  /**
   * Anyone may report (the failures that matter most happen before sign-in), so the call is
   * narrow: one small, strictly shaped event.
   */
  reportClientEvent: {
    method: 'POST',
    path: '/api/client-events',
    answer: 'none',
    status: 204,
    access: 'public',
    tags: ['Platform'],
    summary: "Report a remote's load, or its failure, from a browser",
  },
  clientEventsSummary: {
    method: 'GET',
    path: '/api/client-events/summary',
    access: { anyOf: ADMIN_ROLES },
    tags: ['Platform'],
    summary: 'Loads and errors per remote version over the last hour, with rollbacks',
  },
});
