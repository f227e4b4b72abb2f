import type * as z from 'zod';
import type { StaleRecord } from '@headgate/contracts';
import { ApiError, recordAnswer, refusalOf } from './callerFetch';

/**
 * A conditional write refused because the record changed since the caller read it (412):
 * nothing was written. `stale` holds the record as it is now, its version, and who changed
 * it last and when, so a screen can say so and offer to load it.
 */
export class StaleRecordError<Current = unknown> extends ApiError {
  constructor(readonly stale: StaleRecord<Current>) {
    super(412, stale.error, stale.message);
    this.name = 'StaleRecordError';
  }
}

/**
 * The refusal of a 412 answer: a `StaleRecordError` when the body is the endpoint's
 * `preconditionFailed` answer, the plain `ApiError` of any other refusal otherwise.
 */
export async function staleRecordRefusal(
  path: string,
  init: RequestInit,
  response: Response,
  schema: z.ZodType,
): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  recordAnswer(path, init, response, body);
  const parsed = schema.safeParse(body);
  return parsed.success
    ? new StaleRecordError(parsed.data as StaleRecord)
    : refusalOf(response, body);
}
