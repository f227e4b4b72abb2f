import http from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { answerError } from '../api/answerError';
import { readConfig } from '../../config';
import { fastifyTrustProxy } from '../config/trustProxy';
import { createServerLifecycle } from '../lifecycle/serverLifecycle';
import { createStartingServer } from '../lifecycle/startingServer';
import { followRequests, requestLogging } from './requestLogging';

const PROXY = '10.0.0.1';
const CLIENT = '198.51.100.9';
const STRANGER = '203.0.113.5';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Values that must never reach a log line, each carried where a request carries it. */
const SECRETS = {
  authorization: 'Bearer sekrit-bearer',
  cookie: 'session=sekrit-cookie',
  setCookie: 'session=sekrit-set-cookie; HttpOnly',
  body: {
    password: 'sekrit-password',
    token: 'sekrit-token',
    secret: 'sekrit-secret',
    access_token: 'sekrit-access',
    client_secret: 'sekrit-client',
    refresh_token: 'sekrit-refresh',
  },
};

const config = readConfig({ LOG_LEVEL: 'info', TRUST_PROXY: PROXY }, '/tmp');

type LogLine = Record<string, unknown>;

describe('request ids and the access log', () => {
  let app: FastifyInstance;
  const lines: string[] = [];
  const logged = (): LogLine[] => lines.map((line) => JSON.parse(line) as LogLine);
  const linesOf = (requestId: string) => logged().filter((line) => line.requestId === requestId);

  beforeAll(async () => {
    app = Fastify({
      ...requestLogging(config, { write: (line) => lines.push(line) }),
      trustProxy: fastifyTrustProxy(config.trustProxy),
    });
    followRequests(app);
    app.setErrorHandler(answerError);
    app.get('/ok', async () => ({ ok: true }));
    // What a route does with a request it fails on: its error carries what it was given.
    app.post('/accounts/:id', async (request, reply) => {
      request.subject = 'user-7';
      reply.header('set-cookie', SECRETS.setCookie);
      request.log.warn({ headers: reply.getHeaders() }, 'about to fail');
      throw Object.assign(new Error('The account store failed.'), {
        headers: request.headers,
        body: request.body,
      });
    });
    await app.ready();
  });
  afterAll(() => app.close());
  beforeEach(() => {
    lines.length = 0;
  });

  const get = (from: string, requestId?: string) =>
    app.inject({
      url: '/ok',
      remoteAddress: from,
      headers: requestId === undefined ? {} : { 'x-request-id': requestId },
    });

  it('keeps the X-Request-Id a trusted proxy sends, returns it and logs it', async () => {
    const response = await get(PROXY, 'abc-123');
    expect(response.headers['x-request-id']).toBe('abc-123');
    expect(linesOf('abc-123')).toHaveLength(1);
  });

  it('replaces the X-Request-Id of a peer that is not a trusted proxy', async () => {
    const response = await get(STRANGER, 'abc-123');
    expect(response.headers['x-request-id']).toMatch(UUID);
    expect(linesOf('abc-123')).toEqual([]);
  });

  it.each([
    ['with a space', 'abc 123'],
    ['with a quote', 'abc"123'],
    ['too long', 'a'.repeat(129)],
    ['empty', ''],
  ])('replaces an X-Request-Id %s, even from a trusted proxy', async (_name, sent) => {
    expect((await get(PROXY, sent)).headers['x-request-id']).toMatch(UUID);
  });

  it('makes up an id when none is sent, a new one for each request', async () => {
    const [first, second] = [await get(PROXY), await get(PROXY)];
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('returns the id on a refusal too', async () => {
    const response = await app.inject({ url: '/nowhere', remoteAddress: PROXY });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-request-id']).toMatch(UUID);
  });

  it('puts the id of a failed request in its body and in its log lines, one access line among them', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/accounts/3?view=full',
      remoteAddress: PROXY,
      headers: {
        'x-forwarded-for': CLIENT,
        authorization: SECRETS.authorization,
        cookie: SECRETS.cookie,
      },
      payload: SECRETS.body,
    });
    expect(response.statusCode).toBe(500);
    const requestId = response.headers['x-request-id'] as string;
    expect(response.json()).toMatchObject({ error: 'internal_error', requestId });
    const ofRequest = linesOf(requestId);
    expect(ofRequest.map((line) => line.msg)).toEqual([
      'about to fail',
      'The account store failed.',
      'request answered',
    ]);
    expect(ofRequest.at(-1)).toEqual({
      level: 30,
      time: expect.any(Number),
      pid: process.pid,
      hostname: expect.any(String),
      requestId,
      method: 'POST',
      route: '/accounts/:id',
      status: 500,
      durationMs: expect.any(Number),
      client: CLIENT,
      userId: 'user-7',
      msg: 'request answered',
    });
  });

  it('redacts authorization headers, cookies, passwords, secrets and tokens from every line', async () => {
    await app.inject({
      method: 'POST',
      url: '/accounts/3',
      remoteAddress: PROXY,
      headers: { authorization: SECRETS.authorization, cookie: SECRETS.cookie },
      payload: SECRETS.body,
    });
    const text = lines.join('');
    // The lines hold where each value was, so the redaction is what hid it.
    expect(text.match(/\[Redacted\]/g)).toHaveLength(9);
    expect(text).not.toContain('sekrit');
  });
});

describe('the server answering while its database is prepared', () => {
  it('returns the id and puts it in its 503 body', async () => {
    const app = await createStartingServer(readConfig({ LOG_LEVEL: 'silent' }, '/tmp'), {
      version: '0.1.0',
      lifecycle: createServerLifecycle(),
      serverFactory: (handler) => http.createServer(handler),
    });
    const response = await app.inject('/api/public-map/layers');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      error: 'starting',
      requestId: response.headers['x-request-id'],
    });
    expect(response.headers['x-request-id']).toMatch(UUID);
    await app.close();
  });
});
