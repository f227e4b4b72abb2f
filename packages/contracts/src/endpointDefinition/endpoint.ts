import type * as z from 'zod';
import type { Role } from '../roles';

/**
 * Who may call an endpoint: everyone, or a caller holding at least one of the roles. The
 * browser's guards are convenience; the server enforces this.
 *
 * `orAuthorizedUser` widens the roles to a signed-in caller the data itself names (a facility's
 * `authorized_users`). Only the handler can tell, once it has found the data, so such an
 * endpoint is not refused up front: its handler answers 404 for an unknown id first, then 401
 * or 403.
 *
 * `orReleasePipeline` also lets in the release pipeline's machine client (a `client_credentials`
 * token), which holds no role and is refused (403) on every endpoint without it.
 */
export type EndpointAccess =
  'public' | { anyOf: readonly Role[]; orAuthorizedUser?: true; orReleasePipeline?: true };

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a successful call answers: JSON checked against `response`, a file, or nothing (204). */
export type EndpointAnswer = 'json' | 'file' | 'none';

/**
 * One call of the API, defined once: the server registers its route from it and the browser
 * calls it through it, so the path, the inputs, the answer and who may call cannot drift apart.
 */
export interface Endpoint {
  readonly method: EndpointMethod;
  /** The path under the site's origin, `/api/…`, with `:name` for each path parameter. */
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The successful answer's schema; absent for files and empty answers. */
  readonly response?: z.ZodType;
  /** JSON by default. */
  readonly answer?: EndpointAnswer;
  /** The successful status; 200 unless given (201 for a created record, 204 for no body). */
  readonly status?: 200 | 201 | 202 | 204;
  readonly access: EndpointAccess;
  /** The answer is one record, whose version (`recordVersion`) it carries as a strong `ETag`. */
  readonly etag?: true;
  /**
   * The write takes `If-Match` with the version of the record as the caller last saw it; when the
   * record has changed since, nothing is written and it answers 412 with this body
   * (`staleRecordSchema`). Without `If-Match` the write is unconditional.
   */
  readonly preconditionFailed?: z.ZodType;
  /** The OpenAPI document's group and one-line summary. */
  readonly tags: readonly string[];
  readonly summary: string;
}

/**
 * Defines one endpoint whole, keeping its schemas' exact types: for an endpoint that lives outside
 * the API's contracts, such as a test's. The API's own are defined as calls and schemas
 * (`defineEndpoints`), so that a browser can call them without loading zod.
 */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : never;

/** What a caller passes: only the parts the endpoint has (path params, query, body). */
export type EndpointInput<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: InputOf<E['params']> }
  : { params?: never }) &
  (E['query'] extends z.ZodType ? { query?: InputOf<E['query']> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: InputOf<E['body']> } : { body?: never });

/** What the endpoint answers on success. */
export type EndpointResponse<E extends Endpoint> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : E['answer'] extends 'file'
    ? Blob
    : void;

/** The parsed inputs a handler receives. */
export interface EndpointRequestParts<E extends Endpoint> {
  Params: OutputOf<E['params']>;
  Querystring: OutputOf<E['query']>;
  Body: OutputOf<E['body']>;
}
