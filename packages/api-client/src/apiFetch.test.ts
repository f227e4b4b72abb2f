import { useAuthStore } from '@headgate/auth';
import { ApiError, apiFetch, apiFile } from './apiFetch';
import { useLastApiAnswerStore } from './lastApiAnswer';

function answerWith(status: number, body: unknown) {
  const fetchMock = jest.fn().mockResolvedValue({
    ok: status < 400,
    status,
    statusText: status < 400 ? 'OK' : 'Error',
    json: () => Promise.resolve(body),
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

beforeEach(() => {
  useLastApiAnswerStore.setState({ answer: null });
  useAuthStore.setState({ getAccessToken: () => Promise.resolve(null) });
});

describe('apiFetch', () => {
  it('returns the parsed answer and keeps it as the last raw API data', async () => {
    answerWith(200, { layers: [1, 2] });
    await expect(apiFetch('/public-map/layers')).resolves.toEqual({ layers: [1, 2] });
    expect(useLastApiAnswerStore.getState().answer).toMatchObject({
      method: 'GET',
      path: '/public-map/layers',
      status: 200,
      body: { layers: [1, 2] },
    });
  });

  it('throws the server’s message on a refusal and keeps the refusal as the last answer', async () => {
    answerWith(403, { error: 'forbidden', message: 'Administrators only.' });
    const failure = apiFetch('/users-management/users', { method: 'POST' });
    await expect(failure).rejects.toEqual(new ApiError(403, 'forbidden', 'Administrators only.'));
    expect(useLastApiAnswerStore.getState().answer).toMatchObject({
      method: 'POST',
      status: 403,
      body: { error: 'forbidden', message: 'Administrators only.' },
    });
  });

  it('sends the bearer token when one can be had, and goes out anonymously when not', async () => {
    const fetchMock = answerWith(200, []);
    useAuthStore.setState({ getAccessToken: () => Promise.resolve('token-1') });
    await apiFetch('/public-map/united');
    useAuthStore.setState({ getAccessToken: () => Promise.reject(new Error('renewal failed')) });
    await apiFetch('/public-map/united');
    const headers = fetchMock.mock.calls.map(
      ([, init]) => (init as RequestInit).headers as Headers,
    );
    expect(headers[0]!.get('Authorization')).toBe('Bearer token-1');
    expect(headers[1]!.has('Authorization')).toBe(false);
  });
});

describe('apiFile', () => {
  it('returns the file as the signed-in caller', async () => {
    const fetchMock = jest.fn().mockResolvedValue({
      ok: true,
      status: 200,
      blob: () => Promise.resolve(new Blob(['a,b\r\n'], { type: 'text/csv' })),
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    useAuthStore.setState({ getAccessToken: () => Promise.resolve('token-1') });
    const file = await apiFile('/graph-flow-data15-min/2/csv', 'text/csv');
    expect(file.type).toBe('text/csv');
    const headers = (fetchMock.mock.calls[0] as [string, RequestInit])[1].headers as Headers;
    expect(headers.get('Accept')).toBe('text/csv');
    expect(headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('throws the server’s message when the file is refused', async () => {
    answerWith(401, { error: 'unauthorized', message: 'Sign in to see this location’s data.' });
    await expect(apiFile('/graph-flow-data15-min/2/csv', 'text/csv')).rejects.toThrow(
      'Sign in to see this location’s data.',
    );
  });
});
