/**
 * Makes a `fakeApi` mock answer the writes (POST, PUT, PATCH, DELETE) of `path` with `answer`,
 * as the server does, while reads of the path keep their list. Answers are checked against
 * the endpoints' contracts in tests, so a write must not answer with the list.
 */
export function answerWrites(
  fetchMock: jest.Mock,
  path: string,
  answer: unknown,
  status: 200 | 201 = 200,
): void {
  const reads = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' || new URL(String(input), 'http://localhost').pathname !== path)
      return reads(input, init);
    return { ok: true, status, statusText: String(status), json: async () => answer } as Response;
  });
}
