import type { EndpointRouteOptions } from './registerEndpoint';

/**
 * The refusals every administration call (system management, the server jobs' records) may
 * answer with, as the OpenAPI document says: a bad value, no or the wrong role, an unknown id, a
 * clash with what is stored. A conditional write (PUT or DELETE of a record) may also answer 412
 * (`PreconditionFailed`, the record changed since the caller's `If-Match`): its endpoint's
 * `preconditionFailed` documents that answer, with its own body.
 */
export const ADMIN_REFUSALS = [400, 401, 403, 404, 409] as const;

/** `ADMIN_REFUSALS` as the options of `registerEndpoint`. */
export const adminRefusals: EndpointRouteOptions = { refusals: ADMIN_REFUSALS };
