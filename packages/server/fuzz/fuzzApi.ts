import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { answerProblems } from './answerChecks';
import { apiOperations, type ApiOperation, type OpenApiDocument } from './apiOperations';
import { hostileRequests, validRequests, type FuzzRequest } from './fuzzRequests';

/** Who calls: a name for the report and the headers that make them who they are. */
export interface FuzzCaller {
  name: string;
  headers: Record<string, string>;
}

export interface FuzzOptions {
  seed: number;
  /** Requests drawn per operation, caller and kind (valid-looking, hostile). */
  runsPerOperation: number;
  callers: readonly FuzzCaller[];
  /** Operations left out, as `METHOD /path` of the document (a sign-out, say). */
  skip?: readonly string[];
  /** Called after every request, for a progress line. */
  onRequest?: (request: FuzzRequest, response: LightMyRequestResponse) => void;
}

export interface FuzzReport {
  requests: number;
  byStatus: Record<number, number>;
  /** One line per broken promise: the request, who sent it, and what went wrong. */
  problems: string[];
}

async function send(app: FastifyInstance, request: FuzzRequest, caller: FuzzCaller) {
  const headers: Record<string, string> = { ...caller.headers, ...request.headers };
  if (request.contentType) headers['content-type'] = request.contentType;
  return app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers,
    ...(request.rawPayload !== undefined
      ? { payload: request.rawPayload }
      : request.payload !== undefined
        ? { payload: request.payload as object }
        : {}),
  });
}

/**
 * What every record list reads as an administrator: hostile writes must leave it as it was.
 * The GET endpoints of the administrators' areas that take no input.
 */
async function recordSnapshot(
  app: FastifyInstance,
  operations: readonly ApiOperation[],
  admin: FuzzCaller,
) {
  const lists = operations.filter(
    (operation) =>
      operation.method === 'GET' &&
      Object.keys(operation.pathParameters).length === 0 &&
      operation.requiredQuery.length === 0 &&
      operation.endpoint.access !== 'public' &&
      operation.endpoint.tags.some(
        (tag) => tag.startsWith('System management') || tag.startsWith('Users'),
      ),
  );
  const snapshot: Record<string, string> = {};
  for (const operation of lists) {
    snapshot[operation.path] = (
      await app.inject({ url: operation.path, headers: admin.headers })
    ).body;
  }
  return snapshot;
}

/**
 * Drives every operation of the API's own OpenAPI document with requests drawn from its
 * schemas, as each caller: first hostile requests (each must be refused with a readable 4xx and
 * change no record), then valid-looking ones (each must answer without a 5xx, and a success must
 * match the endpoint's response schema). Nothing may leak an internal detail.
 */
export async function fuzzApi(app: FastifyInstance, options: FuzzOptions): Promise<FuzzReport> {
  const document = (await app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>();
  const skipped = new Set(options.skip ?? []);
  const operations = apiOperations(document, app.apiRoutes).filter(
    (operation) => !skipped.has(`${operation.method} ${operation.path}`),
  );
  const report: FuzzReport = { requests: 0, byStatus: {}, problems: [] };
  const admin =
    options.callers.find((caller) => caller.name === 'administrator') ?? options.callers[0]!;

  const run = async (kind: 'hostile' | 'valid') => {
    for (const [index, operation] of operations.entries()) {
      const requests = kind === 'hostile' ? hostileRequests(operation) : validRequests(operation);
      if (!requests) continue;
      for (const caller of options.callers) {
        const seed = options.seed + index * 7919 + (kind === 'hostile' ? 1 : 0);
        for (const request of fc.sample(requests, { numRuns: options.runsPerOperation, seed })) {
          const response = await send(app, request, caller);
          report.requests++;
          report.byStatus[response.statusCode] = (report.byStatus[response.statusCode] ?? 0) + 1;
          options.onRequest?.(request, response);
          for (const problem of answerProblems(
            request,
            response,
            kind === 'hostile' ? 'refusal' : 'any',
          )) {
            const what = request.mutation ? ` [${request.mutation}]` : '';
            report.problems.push(
              `${request.method} ${request.url.slice(0, 160)}${what} as ${caller.name}: ${problem}`,
            );
          }
        }
      }
    }
  };

  const before = await recordSnapshot(app, operations, admin);
  await run('hostile');
  const after = await recordSnapshot(app, operations, admin);
  for (const [path, body] of Object.entries(before)) {
    if (after[path] !== body)
      report.problems.push(`GET ${path}: refused hostile writes changed what it lists`);
  }
  await run('valid');
  return report;
}
