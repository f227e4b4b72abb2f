import * as z from 'zod';
import type { AuthSettings } from '../authSettings';
import { platformCallParts } from '../calls/platformCalls';
import { clientEventSchema, clientEventsSummaryRowSchema } from '../clientEvents';
import { defineEndpoint } from '../endpointDefinition';
import { healthResponseSchema, probeResponseSchema } from '../health';

// Here rather than beside `AuthSettings`: the shell reads that file at start without zod.
const authSettingsSchema = z.object({
  issuer: z.string(),
  clientId: z.string(),
  audience: z.string(),
  rolesClaim: z.string(),
  landingPageClaim: z.string(),
  scope: z.string(),
}) satisfies z.ZodType<AuthSettings>;

/** `platformCallParts` with their schemas: what the server registers and checks. */
export const platformEndpoints = {
  health: defineEndpoint({
    ...platformCallParts.health,
    response: healthResponseSchema,
  }),
  healthLive: defineEndpoint({
    ...platformCallParts.healthLive,
    response: probeResponseSchema,
  }),
  healthReady: defineEndpoint({
    ...platformCallParts.healthReady,
    response: probeResponseSchema,
  }),
  authSettings: defineEndpoint({
    ...platformCallParts.authSettings,
    response: authSettingsSchema,
  }),
  reportClientEvent: defineEndpoint({
    ...platformCallParts.reportClientEvent,
    body: clientEventSchema,
  }),
  clientEventsSummary: defineEndpoint({
    ...platformCallParts.clientEventsSummary,
    response: z.array(clientEventsSummaryRowSchema),
  }),
};
