import * as z from 'zod';
import { defineEndpoints } from '../endpointDefinition';
import type { AuthSettings } from './authSettings';
import { platformCallParts } from './callParts';
import { clientEventSchema, clientEventsSummaryRowSchema } from './clientEvents';
import { healthResponseSchema, probeResponseSchema } from './health';

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
export const platformEndpoints = defineEndpoints(platformCallParts, {
  health: { response: healthResponseSchema },
  healthLive: { response: probeResponseSchema },
  healthReady: { response: probeResponseSchema },
  authSettings: { response: authSettingsSchema },
  reportClientEvent: { body: clientEventSchema },
  clientEventsSummary: { response: z.array(clientEventsSummaryRowSchema) },
});
