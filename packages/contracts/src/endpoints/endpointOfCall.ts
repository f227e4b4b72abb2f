import type { Endpoint, EndpointCall } from '../endpointDefinition';
import * as everyEndpoint from './index';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

const callKey = (call: EndpointCall) => `${call.method} ${call.path}`;

let byCall: Map<string, Endpoint> | undefined;

/**
 * The endpoint, with its schemas, that a call (`CallOf`) was made from, found by method and path:
 * development and tests check a call's answer against it. Works with any copy of the contracts,
 * as each app bundles its own.
 */
export function endpointOfCall(call: EndpointCall): Endpoint | undefined {
  byCall ??= new Map(
    Object.values(everyEndpoint)
      .flatMap((exported) => (isEndpoint(exported) ? [exported] : Object.values(exported)))
      .filter(isEndpoint)
      .map((endpoint) => [callKey(endpoint), endpoint]),
  );
  return byCall.get(callKey(call));
}
