import type { Endpoint, EndpointInput } from './endpoint';
import type { Callable } from './endpointCall';

/**
 * The URL of one call of an endpoint: each `:name` of its path filled with the encoded
 * parameter, and the query's defined values appended (arrays as comma lists, the form the API
 * reads them in).
 */
export function endpointUrl<E extends Endpoint>(
  endpoint: Callable<E>,
  input: EndpointInput<E>,
): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const path = endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null)
      throw new Error(
        `${endpoint.method} ${endpoint.path}: the path parameter ${name} is missing.`,
      );
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    search.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
