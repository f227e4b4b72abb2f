import * as z from 'zod';

/** The body of every failed API call: a machine-readable code and a sentence for the user. */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
