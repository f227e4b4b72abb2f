import * as z from 'zod';
import { useAuthStore } from '@headgate/auth';
import { defineEndpoint } from '@headgate/contracts';
import { ApiError } from './apiFetch';
import { callEndpoint } from './callEndpoint';

const saveGroup = defineEndpoint({
  method: 'PUT',
  path: '/api/list-groups/:groupNdx',
  params: z.object({ groupNdx: z.number() }),
  body: z.object({ group_desc: z.string() }),
  response: z.object({ group_ndx: z.number(), group_desc: z.string() }),
  access: { anyOf: ['Administrator'] },
  tags: [],
  summary: 'Saves a group',
});

function answerWith(status: number, body: unknown) {
  const fetchMock = jest.fn().mockResolvedValue({
    ok: status < 400,
    status,
    statusText: 'Status',
    json: () => Promise.resolve(body),
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

beforeEach(() => {
  useAuthStore.setState({ getAccessToken: () => Promise.resolve('token-1') });
});

describe('calling an endpoint', () => {
  it('sends the method, URL, JSON body and bearer token the endpoint defines', async () => {
    const fetchMock = answerWith(200, { group_ndx: 4, group_desc: 'Ditch riders' });
    const answer = await callEndpoint(saveGroup, {
      params: { groupNdx: 4 },
      body: { group_desc: 'Ditch riders' },
    });
    expect(answer).toEqual({ group_ndx: 4, group_desc: 'Ditch riders' });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/list-groups/4');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"group_desc":"Ditch riders"}');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-1');
  });

  it('throws the server’s message on a refusal', async () => {
    answerWith(409, { error: 'conflict', message: 'Changed by someone else.' });
    await expect(
      callEndpoint(saveGroup, { params: { groupNdx: 4 }, body: { group_desc: 'x' } }),
    ).rejects.toEqual(new ApiError(409, 'conflict', 'Changed by someone else.'));
  });

  it('refuses, in tests, an answer that breaks the endpoint’s contract, naming the field', async () => {
    answerWith(200, { group_ndx: '4', group_desc: 'Ditch riders' });
    const call = callEndpoint(saveGroup, { params: { groupNdx: 4 }, body: { group_desc: 'x' } });
    await expect(call).rejects.toThrow(
      /PUT \/api\/list-groups\/:groupNdx answered outside its contract at group_ndx/,
    );
  });
});
