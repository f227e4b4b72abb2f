import * as z from 'zod';
import { useAuthStore } from '@headgate/auth';
import { defineEndpoint, staleRecordSchema } from '@headgate/contracts';
import { publicMapCalls } from '@headgate/contracts/calls';
import { ApiError } from './callerFetch';
import { callEndpoint } from './callEndpoint';
import { useLastApiAnswerStore } from './lastApiAnswer';
import { StaleRecordError } from './staleRecordError';

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

const group = z.object({ group_ndx: z.number(), group_desc: z.string() });
const replaceGroup = defineEndpoint({
  method: 'PUT',
  path: '/api/list-groups/:groupNdx',
  params: z.object({ groupNdx: z.number() }),
  body: z.object({ group_desc: z.string() }),
  response: group,
  preconditionFailed: staleRecordSchema(group),
  access: { anyOf: ['Administrator'] },
  tags: [],
  summary: 'Replaces a group',
});

const unitedLocations = defineEndpoint({
  method: 'GET',
  path: '/api/public-map/united',
  response: z.array(z.number()),
  access: 'public',
  tags: [],
  summary: 'Locations',
});

const graphCsv = defineEndpoint({
  method: 'GET',
  path: '/api/graph-flow-data15-min/:location/csv',
  params: z.object({ location: z.number() }),
  answer: 'file',
  access: 'public',
  tags: [],
  summary: 'A CSV',
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
  useLastApiAnswerStore.setState({ answer: null });
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

  it('adds the id of a request that failed on the server, for the user to quote', async () => {
    answerWith(500, { error: 'internal', message: 'Something went wrong.', requestId: 'abc-123' });
    const failed = await callEndpoint(unitedLocations, {}).catch((error: unknown) => error);
    expect(failed).toEqual(new ApiError(500, 'internal', 'Something went wrong.', 'abc-123'));
    expect((failed as ApiError).message).toBe('Something went wrong. (reference abc-123)');

    // Not for a refusal, nor an id that is not one.
    answerWith(400, { error: 'bad', message: 'No.', requestId: 'abc-123' });
    expect(await callEndpoint(unitedLocations, {}).catch((error: Error) => error.message)).toBe(
      'No.',
    );
    answerWith(503, { error: 'busy', message: 'Busy.', requestId: '<img src=x>' });
    expect(await callEndpoint(unitedLocations, {}).catch((error: Error) => error.message)).toBe(
      'Busy.',
    );
  });

  it('sends the version the caller saw as a strong If-Match, and only when asked to', async () => {
    const fetchMock = answerWith(200, { group_ndx: 4, group_desc: 'x' });
    const input = { params: { groupNdx: 4 }, body: { group_desc: 'x' } };
    await callEndpoint(replaceGroup, input, { ifMatch: '0123456789abcdef' });
    await callEndpoint(replaceGroup, input);
    const headersOf = (call: number) =>
      new Headers((fetchMock.mock.calls[call] as [string, RequestInit])[1].headers);
    expect(headersOf(0).get('If-Match')).toBe('"0123456789abcdef"');
    expect(headersOf(0).get('Content-Type')).toBe('application/json');
    expect(headersOf(1).has('If-Match')).toBe(false);
  });

  it('throws a StaleRecordError with the record as it is now on a stale write', async () => {
    const stale = {
      error: 'precondition_failed',
      message: 'Changed by ben@district.example at 11/26/2026, 9:14 AM since you opened it.',
      current: { group_ndx: 4, group_desc: 'Canal crew' },
      version: 'fedcba9876543210',
      changed_by: 'ben@district.example',
      changed_at: '2026-11-26T16:14:00.000Z',
    };
    answerWith(412, stale);
    const refused = await callEndpoint(
      replaceGroup,
      { params: { groupNdx: 4 }, body: { group_desc: 'x' } },
      { ifMatch: '0123456789abcdef' },
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StaleRecordError);
    expect((refused as StaleRecordError).stale).toEqual(stale);
    expect((refused as StaleRecordError).message).toBe(stale.message);
    expect(useLastApiAnswerStore.getState().answer).toMatchObject({ status: 412, body: stale });

    // A 412 of another shape is an ordinary refusal.
    answerWith(412, { error: 'precondition_failed', message: 'Refused.' });
    await expect(
      callEndpoint(replaceGroup, { params: { groupNdx: 4 }, body: { group_desc: 'x' } }),
    ).rejects.toEqual(new ApiError(412, 'precondition_failed', 'Refused.'));
  });

  it('refuses, in tests, an answer that breaks the endpoint’s contract, naming the field', async () => {
    answerWith(200, { group_ndx: '4', group_desc: 'Ditch riders' });
    const call = callEndpoint(saveGroup, { params: { groupNdx: 4 }, body: { group_desc: 'x' } });
    await expect(call).rejects.toThrow(
      /PUT \/api\/list-groups\/:groupNdx answered outside its contract at group_ndx/,
    );
  });

  it('refuses, in tests, an answer to a call (no schemas of its own) that breaks its endpoint’s contract', async () => {
    answerWith(200, [{ id: 'gages' }]);
    await expect(callEndpoint(publicMapCalls.layers, {})).rejects.toThrow(
      /GET \/api\/public-map\/layers answered outside its contract at 0\./,
    );
    answerWith(200, []);
    await expect(callEndpoint(publicMapCalls.layers, {})).resolves.toEqual([]);
  });

  it('keeps the answer, or the refusal, as the last raw API data', async () => {
    answerWith(200, [1, 2]);
    await callEndpoint(unitedLocations, {});
    expect(useLastApiAnswerStore.getState().answer).toMatchObject({
      method: 'GET',
      path: '/api/public-map/united',
      status: 200,
      body: [1, 2],
    });
    answerWith(403, { error: 'forbidden', message: 'Administrators only.' });
    await expect(callEndpoint(unitedLocations, {})).rejects.toThrow('Administrators only.');
    expect(useLastApiAnswerStore.getState().answer).toMatchObject({
      status: 403,
      body: { error: 'forbidden', message: 'Administrators only.' },
    });
  });

  it('goes out anonymously when no token can be had', async () => {
    const fetchMock = answerWith(200, []);
    useAuthStore.setState({ getAccessToken: () => Promise.reject(new Error('renewal failed')) });
    await callEndpoint(unitedLocations, {});
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
  });

  it('returns a file answer whole, asking for the type the caller wants', async () => {
    const fetchMock = jest.fn().mockResolvedValue({
      ok: true,
      status: 200,
      blob: () => Promise.resolve(new Blob(['a,b\r\n'], { type: 'text/csv' })),
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const file = await callEndpoint(graphCsv, { params: { location: 2 } }, { accept: 'text/csv' });
    expect(file.type).toBe('text/csv');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/graph-flow-data15-min/2/csv');
    expect(new Headers(init.headers).get('Accept')).toBe('text/csv');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-1');
  });
});
