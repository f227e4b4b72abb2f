import type { Endpoint } from './endpoint';

/** The parts of an endpoint that are zod schemas. */
type SchemaKey = 'params' | 'query' | 'body' | 'response' | 'preconditionFailed';

/**
 * An endpoint without its schemas: what a browser needs to call it (method, path, answer) and
 * who may. Defined apart from the schemas so that a page calling the API does not load zod and
 * build every schema of the area first; the endpoint adds its schemas to its call.
 */
export type EndpointCall = Omit<Endpoint, SchemaKey>;

/** What an endpoint takes and answers: the zod schemas its call leaves out. */
export type EndpointSchemas = Pick<Endpoint, SchemaKey>;

declare const endpointOfCall: unique symbol;

/**
 * The call of endpoint `E`, typed by it: a call made through it takes `E`'s inputs and answers
 * `E`'s response, though the schemas stay behind. Only the type carries `E`.
 */
export type CallOf<E extends Endpoint> = Omit<E, SchemaKey> & { readonly [endpointOfCall]?: E };

/** The calls of a group of endpoints, each typed by its endpoint. */
export type CallsOf<Endpoints extends Record<string, Endpoint>> = {
  readonly [Name in keyof Endpoints]: CallOf<Endpoints[Name]>;
};

/** An endpoint, or its call: what the API client and `endpointUrl` take. */
export type Callable<E extends Endpoint> = E | CallOf<E>;

/** Defines the calls of a group of endpoints, keeping their literal methods and paths. */
export function defineCalls<const Calls extends Record<string, EndpointCall>>(calls: Calls): Calls {
  return calls;
}
