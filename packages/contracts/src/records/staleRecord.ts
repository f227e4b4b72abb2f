import * as z from 'zod';
import { apiErrorSchema } from '../errors';

/**
 * The 412 answer of a write whose `If-Match` names a version the record no longer has: the
 * refusal's message, the record as it is now (`current`, in the form its read answers) with its
 * version, and who changed it last and when, from the audit trail (null when the trail holds no
 * write of it, e.g. a record older than the trail).
 */
export function staleRecordSchema<Current extends z.ZodType>(current: Current) {
  return apiErrorSchema.extend({
    current,
    version: z.string(),
    changed_by: z.string().nullable(),
    changed_at: z.string().nullable(),
  });
}

/** The 412 answer of a write on a record that changed since the caller read it. */
export interface StaleRecord<Current = unknown> {
  error: string;
  message: string;
  current: Current;
  version: string;
  changed_by: string | null;
  changed_at: string | null;
}
