import { useAuthStore } from '@headgate/auth';
import type { ApiErrorBody } from '@headgate/contracts';
import { useLastApiAnswerStore } from './lastApiAnswer';

/** A failed API call, with the server's message when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The server's id of a failed request (5xx), which a user can quote to the district. */
    readonly requestId: string | null = null,
  ) {
    super(requestId ? `${message} (reference ${requestId})` : message);
    this.name = 'ApiError';
  }
}

/** What a request id may look like; anything else is not shown (it came from the network). */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The id the server gave a request that failed on its side (a 5xx): from the body's `requestId`,
 * else the `X-Request-Id` header; null for refusals (4xx), which the message explains.
 */
function requestIdOf(response: Response, body: Partial<{ requestId: unknown }> | null) {
  if (response.status < 500) return null;
  const id = body?.requestId ?? response.headers?.get('X-Request-Id');
  return typeof id === 'string' && REQUEST_ID.test(id) ? id : null;
}

/** Base of every API path; the all-in-one server serves the API on the same origin. */
export const API_BASE = '/api';

/**
 * Fetches a URL of the site as the signed-in user when a token can be obtained, anonymously
 * otherwise (spec/dashboard.md §7).
 */
export async function fetchAsCaller(
  url: string,
  init: RequestInit,
  accept: string,
): Promise<Response> {
  const token = await useAuthStore
    .getState()
    .getAccessToken()
    .catch(() => null);
  const headers = new Headers(init.headers);
  headers.set('Accept', accept);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetch(url, { ...init, headers });
}

/** Keeps an answer as the last raw API data (the developer drawer shows it). */
export function recordAnswer(path: string, init: RequestInit, response: Response, body: unknown) {
  useLastApiAnswerStore.getState().record({
    method: init.method ?? 'GET',
    path,
    status: response.status,
    receivedAt: new Date().toISOString(),
    body,
  });
}

/** The refusal as an ApiError with the server's message, kept as the last answer too. */
export async function refusal(
  path: string,
  init: RequestInit,
  response: Response,
): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  recordAnswer(path, init, response, body);
  return refusalOf(response, body);
}

/** The ApiError of a refusal whose body has been read, with the server's message if it sent one. */
export function refusalOf(response: Response, body: unknown): ApiError {
  const error = body as (Partial<ApiErrorBody> & { requestId?: unknown }) | null;
  return new ApiError(
    response.status,
    error?.error ?? 'http_error',
    error?.message ?? `${response.status} ${response.statusText}`,
    requestIdOf(response, error),
  );
}
