import type { StaleRecord } from '@headgate/contracts';

/**
 * Makes a `fakeApi` mock refuse the writes (PUT, DELETE) of `path` with 412 and `stale`, as the
 * server does when the record changed since the version the write's If-Match names; reads keep
 * their answers. Each refused write is kept in `refused` with its If-Match.
 */
export function refuseWritesAsStale(
  fetchMock: jest.Mock,
  path: string,
  stale: StaleRecord,
): { method: string; ifMatch: string | null }[] {
  const refused: { method: string; ifMatch: string | null }[] = [];
  const reads = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' || new URL(String(input), 'http://localhost').pathname !== path)
      return reads(input, init);
    refused.push({ method, ifMatch: new Headers(init?.headers).get('If-Match') });
    return { ok: false, status: 412, statusText: '412', json: async () => stale } as Response;
  });
  return refused;
}

/** The If-Match of each write `fetchMock` was called with, by method. */
export function ifMatchOfWrites(
  fetchMock: jest.Mock,
): { method: string; ifMatch: string | null }[] {
  return fetchMock.mock.calls
    .map(([, init]: [unknown, RequestInit | undefined]) => init)
    .filter((init) => init?.method && init.method !== 'GET')
    .map((init) => ({
      method: init!.method!,
      ifMatch: new Headers(init!.headers).get('If-Match'),
    }));
}
