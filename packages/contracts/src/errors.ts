import * as z from 'zod';

/** The body of every failed API call: a machine-readable code and a sentence for the user. */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  /** On a 5xx: the request's id (`X-Request-Id`), for the user to quote and the operator to find. */
  requestId: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/**
 * The `Retry-After` every 429 answer carries, for a wait in milliseconds: whole seconds (RFC 9110
 * §10.2.3), rounded up and at least 1, so a client that waits that long is let in.
 */
export function retryAfterSeconds(waitMs: number): number {
  return Math.max(1, Math.ceil(waitMs / 1000));
}
