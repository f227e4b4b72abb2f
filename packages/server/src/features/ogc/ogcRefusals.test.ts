import Fastify, { type FastifyInstance } from 'fastify';
import { Conflict, NotFound, TooManyRequests, Unauthorized } from '../../core/api/refusals';
import { answerOgcError, InvalidParameter } from './ogcRefusals';

/** The id every request of the test server gets. */
const REQUEST_ID = 'req-7';

/** Pino's numbers for the log levels. */
const WARN = 40;
const ERROR = 50;

/** What each `/ogc` route throws, and the answer in the standard's exception shape. */
const CASES: [string, () => unknown, number, Record<string, string>][] = [
  [
    'a parameter it cannot honour, naming it',
    () => new InvalidParameter('limit', 'must be a whole number from 1'),
    400,
    {
      code: 'InvalidParameterValue',
      description: 'limit: must be a whole number from 1',
      parameter: 'limit',
    },
  ],
  [
    'a district station asked for anonymously',
    () => new Unauthorized('Sign in to see this district station.'),
    401,
    { code: 'Unauthorized', description: 'Sign in to see this district station.' },
  ],
  [
    'an unknown feature',
    () => new NotFound('No facility 9.'),
    404,
    { code: 'NotFound', description: 'No facility 9.' },
  ],
  [
    'a refusal the standard has no code for',
    () => new Conflict('in_use', 'In use.'),
    409,
    { code: 'InvalidRequest', description: 'In use.' },
  ],
  [
    'a database that refuses connections, with the id a user quotes',
    () => Object.assign(new Error('connect ECONNREFUSED 10.0.0.7:5432'), { code: 'ECONNREFUSED' }),
    503,
    {
      code: 'ServiceUnavailable',
      description: 'The database is not reachable just now. Try again in a minute.',
      requestId: REQUEST_ID,
    },
  ],
  [
    'any other error, whose message stays on the server',
    () => new Error('relation "secret_table" does not exist'),
    500,
    {
      code: 'ServerError',
      description: 'The server could not complete the request.',
      requestId: REQUEST_ID,
    },
  ],
];

/** The test server's route that throws the case whose name starts so. */
const urlOf = (name: string) =>
  `/case/${CASES.findIndex(([caseName]) => caseName.startsWith(name))}`;

describe('answerOgcError, the /api error policy in OGC’s exception shape', () => {
  let app: FastifyInstance;
  const lines: { level: number; reqId?: string; err?: { message: string } }[] = [];
  beforeAll(async () => {
    app = Fastify({
      genReqId: () => REQUEST_ID,
      logger: { level: 'warn', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    });
    app.setErrorHandler(answerOgcError);
    CASES.forEach(([, thrown], index) => {
      app.get(`/case/${index}`, async () => {
        throw thrown();
      });
    });
    app.get('/busy', async () => {
      throw new TooManyRequests('Too many requests; try later.', 4_500);
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(CASES.map(([name, , status, body], index) => [name, index, status, body] as const))(
    'answers %s',
    async (_name, index, status, body) => {
      const response = await app.inject({ method: 'GET', url: `/case/${index}` });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual(body);
    },
  );

  it('logs a fault of the server’s, and a database out of reach, but not a refusal', async () => {
    const logged = async (name: string) => {
      lines.length = 0;
      await app.inject({ method: 'GET', url: urlOf(name) });
      return lines.map((line) => ({
        level: line.level,
        reqId: line.reqId,
        err: line.err?.message,
      }));
    };
    expect(await logged('any other error')).toEqual([
      { level: ERROR, reqId: REQUEST_ID, err: 'relation "secret_table" does not exist' },
    ]);
    expect(await logged('a database that refuses')).toEqual([
      { level: WARN, reqId: REQUEST_ID, err: 'connect ECONNREFUSED 10.0.0.7:5432' },
    ]);
    expect(await logged('an unknown feature')).toEqual([]);
  });

  it('carries the refusal’s headers: when to come back, or when the database may be back', async () => {
    const busy = await app.inject({ method: 'GET', url: '/busy' });
    expect(busy.statusCode).toBe(429);
    expect(busy.headers['retry-after']).toBe('5');
    expect(busy.json()).toEqual({
      code: 'TooManyRequests',
      description: 'Too many requests; try later.',
    });
    const unreachable = await app.inject({ method: 'GET', url: urlOf('a database that refuses') });
    expect(unreachable.headers['retry-after']).toBe('30');
  });
});
