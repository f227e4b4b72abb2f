import { useAuthStore } from '@headgate/auth';
import type { ApiErrorBody } from '@headgate/contracts';
import { useLastApiAnswerStore } from './lastApiAnswer';

/** A failed API call, with the server's message when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
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
  const error = body as Partial<ApiErrorBody> | null;
  return new ApiError(
    response.status,
    error?.error ?? 'http_error',
    error?.message ?? `${response.status} ${response.statusText}`,
  );
}
