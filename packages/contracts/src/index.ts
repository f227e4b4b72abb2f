export { apiErrorSchema } from './errors';
export type { ApiErrorBody } from './errors';
export { healthResponseSchema } from './health';
export type { HealthResponse } from './health';
