import type { Endpoint } from '@headgate/contracts';
import type { ApiRoute } from '../src/core/api/registerApi';
import type { OpenApiSchema } from './schemaSamples';

/** One parameter of an operation in the OpenAPI document. */
interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: OpenApiSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema: OpenApiSchema }> };
  responses?: Record<string, unknown>;
}

/** The OpenAPI document as the API serves it at `/api/docs/json`. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/**
 * One call of the API as an outside client sees it (the document) joined with the contracts
 * endpoint the server registered it from (the schemas that decide what is valid).
 */
export interface ApiOperation {
  method: string;
  /** The document's path, `{name}` for each parameter. */
  path: string;
  pathParameters: Record<string, OpenApiSchema>;
  queryParameters: Record<string, OpenApiSchema>;
  requiredQuery: string[];
  body?: OpenApiSchema;
  /** The statuses the document promises besides success. */
  documentedStatuses: Set<number>;
  endpoint: Endpoint;
}

/** The document's `{name}` path as Fastify registered it (`:name`). */
function routeUrl(documentPath: string): string {
  return documentPath.replace(/\{([^}]+)\}/g, ':$1');
}

/** Every operation of the document, each with the endpoint its route was registered from. */
export function apiOperations(
  document: OpenApiDocument,
  routes: readonly ApiRoute[],
): ApiOperation[] {
  const byRoute = new Map(routes.map((route) => [`${route.method} ${route.url}`, route.endpoint]));
  const operations: ApiOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [lowerMethod, operation] of Object.entries(methods)) {
      const method = lowerMethod.toUpperCase();
      const endpoint = byRoute.get(`${method} ${routeUrl(path)}`);
      if (!endpoint) continue;
      const parameters = operation.parameters ?? [];
      const of = (place: OpenApiParameter['in']) =>
        Object.fromEntries(
          parameters
            .filter((parameter) => parameter.in === place)
            .map((parameter) => [parameter.name, parameter.schema]),
        );
      operations.push({
        method,
        path,
        pathParameters: of('path'),
        queryParameters: of('query'),
        requiredQuery: parameters
          .filter((parameter) => parameter.in === 'query' && parameter.required)
          .map((parameter) => parameter.name),
        body: operation.requestBody?.content?.['application/json']?.schema,
        documentedStatuses: new Set(Object.keys(operation.responses ?? {}).map(Number)),
        endpoint,
      });
    }
  }
  return operations;
}
