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

/** Base of every API call; the all-in-one server serves the API on the same origin. */
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
  const body = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null;
  recordAnswer(path, init, response, body);
  return new ApiError(
    response.status,
    body?.error ?? 'http_error',
    body?.message ?? `${response.status} ${response.statusText}`,
  );
}

/**
 * Calls the Headgate API and returns the parsed JSON. Sends the user's bearer token when one can
 * be obtained, and goes out anonymously otherwise (spec/dashboard.md §7).
 */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetchAsCaller(`${API_BASE}${path}`, init, 'application/json');
  if (!response.ok) throw await refusal(path, init, response);
  // A deletion may answer 204 No Content: there is nothing to parse.
  const body = (response.status === 204 ? undefined : await response.json()) as T;
  recordAnswer(path, init, response, body);
  return body;
}

/**
 * Calls the Headgate API for a file (a CSV download) and returns it whole, as the same caller as
 * `apiFetch`; a refusal throws the server's message.
 */
export async function apiFile(path: string, accept: string, init: RequestInit = {}): Promise<Blob> {
  const response = await fetchAsCaller(`${API_BASE}${path}`, init, accept);
  if (!response.ok) throw await refusal(path, init, response);
  return response.blob();
}
