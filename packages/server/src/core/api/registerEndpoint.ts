import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import * as z from 'zod';
import {
  apiErrorSchema,
  type Endpoint,
  type EndpointRequestParts,
  type EndpointResponse,
} from '@headgate/contracts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contracts endpoint a route was registered from. */
    endpoint?: Endpoint;
  }
}

/** The request a handler of endpoint `E` receives: its parsed params, query and body. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<EndpointRequestParts<E>>;

/**
 * A handler answers the endpoint's response (or a reply it sent itself, such as a stream); a
 * refusal is thrown, never returned.
 */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointResponse<E> | FastifyReply> | EndpointResponse<E> | FastifyReply;

/** Extra documentation of one route: other answers it may give, a longer description. */
export interface EndpointRouteOptions {
  /** Statuses beyond success that this route answers with `{ error, message }`. */
  refusals?: readonly (400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 501 | 502 | 503 | 504)[];
  description?: string;
  /** The answer's schema by status when it is not JSON (a file's content type). */
  fileResponse?: FastifySchema['response'];
  /** Fastify options that only the transport cares about (a larger body limit). */
  bodyLimit?: number;
}

/** The success answer's schema and the refusals', by status (412 for a conditional write). */
function responseSchemas(endpoint: Endpoint, options: EndpointRouteOptions) {
  const schemas: Record<number, z.ZodType | object> = {};
  const status = endpoint.status ?? 200;
  if (endpoint.response) schemas[status] = endpoint.response;
  for (const refusal of options.refusals ?? []) schemas[refusal] = apiErrorSchema;
  if (endpoint.preconditionFailed) schemas[412] = endpoint.preconditionFailed;
  return options.fileResponse ? { ...schemas, ...(options.fileResponse as object) } : schemas;
}

/**
 * The request headers a conditional write reads, as the OpenAPI document lists them. Loose:
 * validation replaces the request's headers with its result, and every other header must stay.
 */
const conditionalWriteHeaders = z.looseObject({
  'if-match': z
    .string()
    .optional()
    .describe(
      'The version (ETag) of the record as the caller last read it: if the record has changed ' +
        'since, nothing is written and the answer is 412 with the record as it is now.',
    ),
});

/**
 * Registers the route of a contracts endpoint: its method, path, access rule, input schemas
 * (validated before the handler runs) and answer schema (documented and serialized) all come
 * from the one definition the browser calls through.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointRouteOptions = {},
): void {
  const schema: FastifySchema = {
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    ...(options.description ? { description: options.description } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.preconditionFailed ? { headers: conditionalWriteHeaders } : {}),
    response: responseSchemas(endpoint, options),
  };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access: endpoint.access, endpoint },
    schema,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: async (request, reply) => {
      const answer = await handler(request as EndpointRequest<E>, reply);
      if (reply.sent) return reply;
      if (endpoint.status) reply.code(endpoint.status);
      // An answer with no body must still be sent: an async handler resolving nothing never is.
      return answer === undefined ? reply.send() : answer;
    },
  });
}
