import fc from 'fast-check';
import { MAX_INTEGER, SANE_YEARS } from '@headgate/contracts';
import { IMPORT } from '../src/features/systemManagement/records/testing/recordBodies';
import { insertSystemFixture } from '../src/features/systemManagement/records/testing/systemFixture';
import { embeddedBearer } from '../src/features/usersManagement/users/testing/embeddedTokens';
import { expectBadRequest, useTestApi } from '../src/core/api/testing/apiFixture';
import { apiOperations, type ApiOperation, type OpenApiDocument } from './apiOperations';
import { contractRefuses, mutations, validParts } from './fuzzRequests';
import type { OpenApiSchema } from './schemaSamples';

// Every id and count the API reads is a PostgreSQL integer, and every date a district's data
// can name lies within SANE_YEARS: the contracts refuse anything else with a 400 naming the
// field, before the database ever sees it. What may be null may also be left out.

/** Each integer and each date of a schema, with where it is. */
function* inputsOf(
  schema: OpenApiSchema | undefined,
  at: string,
): Generator<[string, OpenApiSchema]> {
  if (!schema) return;
  if (schema.type === 'integer' || schema.format === 'date' || schema.format === 'date-time') {
    yield [at, schema];
  }
  for (const choice of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])])
    yield* inputsOf(choice, at);
  if (schema.items) yield* inputsOf(schema.items, `${at}[]`);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    yield* inputsOf(property, `${at}.${name}`);
  }
}

function* operationInputs(operation: ApiOperation): Generator<[string, OpenApiSchema]> {
  for (const [name, schema] of Object.entries(operation.pathParameters))
    yield* inputsOf(schema, `path ${name}`);
  for (const [name, schema] of Object.entries(operation.queryParameters))
    yield* inputsOf(schema, `query ${name}`);
  yield* inputsOf(operation.body, 'body');
}

jest.setTimeout(60_000);

describe('the inputs the API document declares', () => {
  const api = useTestApi('pglite', insertSystemFixture);
  let operations: ApiOperation[];
  beforeAll(async () => {
    const document = (await api.app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>();
    operations = apiOperations(document, api.app.apiRoutes);
  });

  it('bound every integer to the PostgreSQL integer range', () => {
    const unbounded: string[] = [];
    for (const operation of operations) {
      for (const [at, schema] of operationInputs(operation)) {
        if (schema.type !== 'integer') continue;
        if (
          (schema.maximum ?? Infinity) > MAX_INTEGER ||
          (schema.minimum ?? -Infinity) < -MAX_INTEGER - 1
        ) {
          unbounded.push(
            `${operation.method} ${operation.path}: ${at} (${schema.minimum} … ${schema.maximum})`,
          );
        }
      }
    }
    expect(unbounded).toEqual([]);
  });

  it('let every nullable field of a body be left out', () => {
    const required: string[] = [];
    for (const operation of operations) {
      const body = operation.body;
      for (const name of body?.required ?? []) {
        if (body?.properties?.[name]?.nullable)
          required.push(`${operation.method} ${operation.path}: ${name}`);
      }
    }
    expect(required).toEqual([]);
  });

  it(`refuse a date before ${SANE_YEARS.first} or after ${SANE_YEARS.last} in every date input`, () => {
    const accepted: string[] = [];
    for (const operation of operations) {
      const dateInputs = new Set(
        [...operationInputs(operation)]
          .filter(([, schema]) => schema.format === 'date' || schema.format === 'date-time')
          .map(([at]) => at.replace('body.', 'body ')),
      );
      if (dateInputs.size === 0) continue;
      const [valid] = fc.sample(validParts(operation), { numRuns: 1, seed: 7 });
      for (const mutate of mutations(operation)) {
        for (const probe of [
          '1899-12-31',
          '1899-12-31T23:00:00Z',
          '2101-01-01',
          '2101-01-01T00:00:00Z',
        ]) {
          const { parts, label } = mutate(valid!, probe);
          if (dateInputs.has(label) && !contractRefuses(operation, parts)) {
            accepted.push(`${operation.method} ${operation.path}: ${label} = ${probe}`);
          }
        }
      }
    }
    expect(accepted).toEqual([]);
  });

  // Ids past PostgreSQL's integer range, as an administrator sends them: refused before any query.
  it.each([
    ['GET', '/api/graph-flow-data15-min/3132413318770442/csv', 'locationNdx'],
    ['POST', '/api/graph-stage-data15-min/2122684062155702', 'locationNdx'],
    [
      'GET',
      '/api/ts-compare-dropdown-locations-assoc?facilities=7430413700,8068993,12885',
      'facilities',
    ],
  ] as const)('refuse %s %s with 400 naming %s', async (method, url, field) => {
    const headers = await embeddedBearer(api.db, ['Administrator']);
    expectBadRequest(await api.app.inject({ method, url, headers }), field);
  });

  it('create an import with its optional fields left out, as null', async () => {
    const optional = [
      'source_site_metadata',
      'interval_metadata',
      'last_retrieval',
      'next_retrieval',
      'notes',
    ];
    const body = Object.fromEntries(
      Object.entries(IMPORT).filter(([name]) => !optional.includes(name)),
    );
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/import-data-sources',
      headers: await embeddedBearer(api.db, ['Administrator']),
      payload: body,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject(Object.fromEntries(optional.map((name) => [name, null])));
  });
});
