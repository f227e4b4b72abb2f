/** A stand-in for the API server in filter bar tests: answers `fetch` by path. */
export interface FakeApiCall {
  path: string;
  params: URLSearchParams;
  authorization: string | null;
}

type Answer = { status?: number; body: unknown } | ((params: URLSearchParams) => unknown);

export function fakeApi(answers: Record<string, Answer>) {
  const calls: FakeApiCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const params = url.searchParams;
    calls.push({
      path: url.pathname,
      params,
      authorization: new Headers(init?.headers).get('Authorization'),
    });
    const answer = answers[url.pathname];
    const { status = 200, body } =
      typeof answer === 'function'
        ? { body: answer(params) }
        : (answer ?? { status: 404, body: { error: 'not_found', message: 'Not found' } });
    return {
      ok: status < 400,
      status,
      statusText: status < 400 ? 'OK' : 'Error',
      json: async () => body,
    } as Response;
  });
  global.fetch = fetchMock;
  return { calls, fetchMock };
}
