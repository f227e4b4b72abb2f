import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import pg from 'pg';
import * as z from 'zod';
import { answerError } from './answerError';
import {
  BadRequest,
  BrokenConfiguration,
  Conflict,
  DependencyFailed,
  Forbidden,
  InvalidToken,
  NotConfigured,
  NotFound,
  TooManyRequests,
  Unauthorized,
} from './refusals';

/** An error as the `pg` driver raises it when PostgreSQL refuses a statement. */
function postgresError(code: string, fields: { detail?: string; column?: string } = {}) {
  const error = new pg.DatabaseError('refused by PostgreSQL', 0, 'error');
  return Object.assign(error, { code, ...fields });
}

/** A socket error, as Node raises it when a connection cannot be made or is cut. */
function socketError(code: string) {
  return Object.assign(new Error(`connect ${code} 10.0.0.7:5432`), { code });
}

const DATABASE_UNAVAILABLE = {
  error: 'database_unavailable',
  message: 'The database is not reachable just now. Try again in a minute.',
};

/** What each route throws, and the answer the one error handler gives for it. */
const CASES: [string, () => unknown, number, { error: string; message: string }][] = [
  [
    'a bad value, naming its field',
    () => new BadRequest('startDate', 'daily data covers 1 to 366 days'),
    400,
    { error: 'bad_request', message: 'startDate: daily data covers 1 to 366 days' },
  ],
  [
    'an anonymous caller',
    () => new Unauthorized(),
    401,
    { error: 'unauthorized', message: 'Sign in to see this.' },
  ],
  [
    'a caller without the role',
    () => new Forbidden('Your role does not give access to this.'),
    403,
    { error: 'forbidden', message: 'Your role does not give access to this.' },
  ],
  [
    'an unknown id',
    () => new NotFound('No facility 9.'),
    404,
    { error: 'not_found', message: 'No facility 9.' },
  ],
  [
    'a clash with what is stored',
    () => new Conflict('in_use', 'Ditch riders cannot be deleted: used by alert 3.'),
    409,
    { error: 'in_use', message: 'Ditch riders cannot be deleted: used by alert 3.' },
  ],
  [
    'too many requests',
    () => new TooManyRequests('Too many client events; try later.', 42_000),
    429,
    { error: 'too_many_requests', message: 'Too many client events; try later.' },
  ],
  [
    'a broken configuration',
    () => new BrokenConfiguration('discovery_invalid', 'remotes: expected an object'),
    500,
    { error: 'discovery_invalid', message: 'remotes: expected an object' },
  ],
  [
    'a service not configured',
    () => new NotConfigured('No terrain service is configured.'),
    501,
    { error: 'not_configured', message: 'No terrain service is configured.' },
  ],
  [
    'a service that failed',
    () => new DependencyFailed(504, 'camera_unavailable', 'The camera did not answer.'),
    504,
    { error: 'camera_unavailable', message: 'The camera did not answer.' },
  ],
  [
    'a unique violation',
    () => postgresError('23505', { detail: 'Key (email)=(a@b.c) already exists.' }),
    409,
    {
      error: 'duplicate',
      message: 'Another record already has this value (Key (email)=(a@b.c) already exists.).',
    },
  ],
  [
    'a foreign-key violation',
    () => postgresError('23503', { detail: 'Key (group_ndx)=(4) is still referenced.' }),
    409,
    {
      error: 'in_use',
      message:
        'This change refers to a record that does not exist, or removes one still in use (Key (group_ndx)=(4) is still referenced.).',
    },
  ],
  [
    'a value the database cannot store, naming its column',
    () => postgresError('23502', { column: 'contact_name' }),
    400,
    { error: 'bad_request', message: 'contact_name: A value is out of range or cannot be stored.' },
  ],
  [
    'a data exception without a column',
    () => postgresError('22021'),
    400,
    { error: 'bad_request', message: 'A value is out of range or cannot be stored.' },
  ],
  [
    'a database that refuses connections',
    () => socketError('ECONNREFUSED'),
    503,
    DATABASE_UNAVAILABLE,
  ],
  ['a database shut down mid-query', () => postgresError('57P01'), 503, DATABASE_UNAVAILABLE],
  ['a database starting up', () => postgresError('57P03'), 503, DATABASE_UNAVAILABLE],
  ['a connection exception', () => postgresError('08006'), 503, DATABASE_UNAVAILABLE],
  [
    'a connection the database closed',
    () => new Error('Connection terminated unexpectedly'),
    503,
    DATABASE_UNAVAILABLE,
  ],
  [
    'no connection within the pool’s timeout',
    () => new Error('timeout exceeded when trying to connect'),
    503,
    DATABASE_UNAVAILABLE,
  ],
  [
    'a connection timeout wrapping its cause',
    () =>
      new Error('Connection terminated due to connection timeout', {
        cause: new Error('Connection terminated unexpectedly'),
      }),
    503,
    DATABASE_UNAVAILABLE,
  ],
  [
    'a full disk, in the words an operator searches for',
    () => postgresError('53100'),
    503,
    {
      error: 'storage_full',
      message: 'The database reports storage full: it has no disk space left. Try again later.',
    },
  ],
  [
    'a database out of memory',
    () => postgresError('53200'),
    503,
    {
      error: 'database_out_of_memory',
      message: 'The database is out of memory just now. Try again in a minute.',
    },
  ],
  [
    'a database with no connection left',
    () => postgresError('53300'),
    503,
    {
      error: 'database_busy',
      message: 'The database has no connection free just now. Try again in a minute.',
    },
  ],
  [
    'any other shortage of the database',
    () => postgresError('53400'),
    503,
    {
      error: 'database_busy',
      message: 'The database is short of resources just now. Try again in a minute.',
    },
  ],
  [
    'a statement past its timeout',
    () => postgresError('57014'),
    503,
    {
      error: 'database_timeout',
      message:
        'The database took too long and stopped this request. Try again in a minute, or ask for less.',
    },
  ],
  [
    'any other error, whose message stays on the server',
    () => new Error('connection reset by peer at 10.0.0.7'),
    500,
    { error: 'internal_error', message: 'The server could not complete the request.' },
  ],
  [
    'any other database error',
    () => postgresError('42703'),
    500,
    { error: 'internal_error', message: 'The server could not complete the request.' },
  ],
];

/** The id every request of the test server gets. */
const REQUEST_ID = 'req-42';

/** A wait in milliseconds and the `Retry-After` (whole seconds, at least 1) it is sent as. */
const WAITS: [number, string][] = [
  [42_000, '42'],
  [1_500, '2'],
  [0, '1'],
];

describe('answerError, the API’s one error handler', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ genReqId: () => REQUEST_ID });
    app.setErrorHandler(answerError);
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    CASES.forEach(([, thrown], index) => {
      app.get(`/case/${index}`, async () => {
        throw thrown();
      });
    });
    app.post(
      '/validated',
      { schema: { body: z.object({ days: z.number().int().max(366) }) } },
      async () => ({ ok: true }),
    );
    for (const [waitMs] of WAITS) {
      app.get(`/busy/${waitMs}`, async () => {
        throw new TooManyRequests('Too many client events; try later.', waitMs);
      });
    }
    app.get('/token', async () => {
      throw new InvalidToken('The token has expired.');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(CASES.map(([name, , status, body], index) => [name, index, status, body] as const))(
    'answers %s',
    async (_name, index, status, body) => {
      const response = await app.inject({ method: 'GET', url: `/case/${index}` });
      expect(response.statusCode).toBe(status);
      // A server's fault carries the id a user quotes; a refusal of the caller's request does not.
      expect(response.json()).toEqual(status >= 500 ? { ...body, requestId: REQUEST_ID } : body);
    },
  );

  it.each([
    'a database shut down mid-query',
    'a full disk, in the words an operator searches for',
    'a database with no connection left',
    'a statement past its timeout',
  ])('asks the caller to come back later for %s', async (name) => {
    const index = CASES.findIndex(([caseName]) => caseName === name);
    const response = await app.inject({ method: 'GET', url: `/case/${index}` });
    expect(response.headers['retry-after']).toBe('30');
  });

  it('answers a body its schema refuses with 400 naming the field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/validated',
      payload: { days: 400 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'bad_request',
      message: expect.stringMatching(/^body\.days: /),
    });
  });

  it('answers Fastify’s own refusals with their status', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/validated',
      headers: { 'content-type': 'application/json' },
      payload: '{"days":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'bad_request' });
  });

  it.each(WAITS)(
    'tells a caller refused after too many requests when to try again (%d ms: Retry-After %s)',
    async (waitMs, retryAfter) => {
      const response = await app.inject({ method: 'GET', url: `/busy/${waitMs}` });
      expect(response.statusCode).toBe(429);
      expect(response.headers['retry-after']).toBe(retryAfter);
    },
  );

  it('sends a refused token with the header that says the token was refused', async () => {
    const response = await app.inject({ method: 'GET', url: '/token' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect(response.json()).toEqual({ error: 'invalid_token', message: 'The token has expired.' });
  });
});
