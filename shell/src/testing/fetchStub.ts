/** The parts of a fetch Response the shell reads (jsdom has no Response). */
export function answer(status: number, body: unknown, statusText = ''): Promise<Response> {
  return Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    statusText,
    json: () => Promise.resolve(body),
  } as Response);
}

/** Puts a mock in place of the global fetch for a test file, reset before each test. */
export function stubFetch(): jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]> {
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
  beforeAll(() => {
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  beforeEach(() => fetchMock.mockReset());
  return fetchMock;
}
