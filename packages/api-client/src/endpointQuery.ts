import { queryOptions, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useAuthScope } from '@headgate/auth';
import type {
  Callable,
  Endpoint,
  EndpointInput,
  EndpointResponse,
} from '@headgate/contracts/endpoint';
import { callEndpoint } from './callEndpoint';

/**
 * The cache key of every query of an endpoint: its method and path, then the inputs, then whose
 * answer it is. Invalidating this prefix refreshes every query of the endpoint.
 */
export function endpointKey(endpoint: Callable<Endpoint>): readonly [string, string] {
  return [endpoint.method, endpoint.path];
}

/**
 * Query options for one call of an endpoint. The key always holds the auth scope: what an
 * endpoint answers may depend on who asks, so signing in or out never shows another caller's
 * answer (spec/public-map.md §4).
 */
export function endpointQuery<E extends Endpoint>(
  authScope: string,
  endpoint: Callable<E>,
  input: EndpointInput<E>,
) {
  return queryOptions({
    queryKey: [...endpointKey(endpoint), input, authScope] as const,
    queryFn: ({ signal }): Promise<EndpointResponse<E>> =>
      callEndpoint(endpoint, input, { signal }),
  });
}

/** Reads an endpoint as the current caller, with the query options given. */
export function useEndpointQuery<E extends Endpoint, Selected = EndpointResponse<E>>(
  endpoint: Callable<E>,
  input: EndpointInput<E>,
  options: Omit<UseQueryOptions<EndpointResponse<E>, Error, Selected>, 'queryKey' | 'queryFn'> = {},
) {
  const { queryKey } = endpointQuery(useAuthScope(), endpoint, input);
  return useQuery<EndpointResponse<E>, Error, Selected, readonly unknown[]>({
    ...options,
    queryKey,
    queryFn: ({ signal }) => callEndpoint(endpoint, input, { signal }),
  });
}
