import * as z from 'zod';
import { AUTH_SETTINGS_PATH, type AuthSettings } from '../authSettings';
import { clientEventSchema, clientEventsSummaryRowSchema } from '../clientEvents';
import { defineEndpoint } from '../endpointDefinition';
import { healthResponseSchema, probeResponseSchema } from '../health';
import { ADMIN_ROLES } from '../roles';

// Here rather than beside `AuthSettings`: the shell reads that file at start without zod.
const authSettingsSchema = z.object({
  issuer: z.string(),
  clientId: z.string(),
  audience: z.string(),
  rolesClaim: z.string(),
  landingPageClaim: z.string(),
  scope: z.string(),
}) satisfies z.ZodType<AuthSettings>;

/** The platform's own calls: health, sign-in settings, and what browsers report of remotes. */
export const platformEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    response: healthResponseSchema,
    access: 'public',
    tags: ['Platform'],
    summary: 'Server health and version',
  }),
  /** For an orchestrator's liveness probe: answers without touching the database. */
  healthLive: defineEndpoint({
    method: 'GET',
    path: '/api/health/live',
    response: probeResponseSchema,
    access: 'public',
    tags: ['Platform'],
    summary: 'Whether the process is up',
  }),
  /** For an orchestrator's readiness probe and a proxy's health check (issue 27). */
  healthReady: defineEndpoint({
    method: 'GET',
    path: '/api/health/ready',
    response: probeResponseSchema,
    access: 'public',
    tags: ['Platform'],
    summary: 'Whether the server takes requests: started, not shutting down, database migrated',
  }),
  authSettings: defineEndpoint({
    method: 'GET',
    path: AUTH_SETTINGS_PATH,
    response: authSettingsSchema,
    access: 'public',
    tags: ['Sign-in'],
    summary: 'How the shell signs users in',
  }),
  /**
   * Anyone may report (the failures that matter most happen before sign-in), so the call is
   * narrow: one small, strictly shaped event (issue 18).
   */
  reportClientEvent: defineEndpoint({
    method: 'POST',
    path: '/api/client-events',
    body: clientEventSchema,
    answer: 'none',
    status: 204,
    access: 'public',
    tags: ['Platform'],
    summary: "Report a remote's load, or its failure, from a browser",
  }),
  clientEventsSummary: defineEndpoint({
    method: 'GET',
    path: '/api/client-events/summary',
    response: z.array(clientEventsSummaryRowSchema),
    access: { anyOf: ADMIN_ROLES },
    tags: ['Platform'],
    summary: 'Loads and errors per remote version over the last hour, with rollbacks',
  }),
};
