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
 * Calls the Headgate API and returns the parsed JSON. Sends the user's bearer token when one can
 * be obtained, and goes out anonymously otherwise (spec/dashboard.md §7).
 */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const token = await useAuthStore
    .getState()
    .getAccessToken()
    .catch(() => null);
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`${API_BASE}${path}`, { ...init, headers });
  const record = (body: unknown) =>
    useLastApiAnswerStore.getState().record({
      method: init.method ?? 'GET',
      path,
      status: response.status,
      receivedAt: new Date().toISOString(),
      body,
    });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null;
    record(body);
    throw new ApiError(
      response.status,
      body?.error ?? 'http_error',
      body?.message ?? `${response.status} ${response.statusText}`,
    );
  }
  const body = (await response.json()) as T;
  record(body);
  return body;
}
