import type { FastifyRequest } from 'fastify';

/** A link of an OGC answer (OGC API – Common link.yaml). */
export interface OgcLink {
  href: string;
  rel: string;
  type?: string;
  title?: string;
}

export const GEOJSON = 'application/geo+json';
export const JSON_TYPE = 'application/json';
export const OPENAPI_TYPE = 'application/vnd.oai.openapi+json;version=3.0';

/** The absolute URL of `/ogc` as the client reached it (behind a trusted proxy, its host). */
export function ogcRoot(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}/ogc`;
}

/**
 * `path` under `/ogc` with the query parameters given, in order, leaving out undefined ones; a
 * parameter the request repeated (GDAL's two `datetime`) is repeated.
 */
export function ogcUrl(
  request: FastifyRequest,
  path: string,
  query: Record<string, string | number | readonly string[] | undefined> = {},
): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const each of value) search.append(name, String(each));
    else if (value !== undefined) search.set(name, String(value));
  }
  const text = search.toString();
  return `${ogcRoot(request)}${path}${text ? `?${text}` : ''}`;
}
