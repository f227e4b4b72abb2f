import type { FastifyRequest } from 'fastify';
import { HTML_TYPE } from './htmlEncoding';
import { JSON_TYPE, OPENAPI_TYPE, ogcUrl, type OgcLink } from './links';

/**
 * The landing page: what the API is and where its conformance and collections are (its self and
 * alternate links are added as it is answered, in the encoding asked for).
 */
export function landingPage(request: FastifyRequest): {
  title: string;
  description: string;
  links: OgcLink[];
} {
  return {
    title: 'Headgate open water data',
    description:
      'The district’s monitoring locations, facilities and readings as OGC API – Features ' +
      'collections, for QGIS, ArcGIS, GDAL, R and Python.',
    links: [
      {
        href: ogcUrl(request, '/api'),
        rel: 'service-desc',
        type: OPENAPI_TYPE,
        title: 'The OpenAPI 3.0 document of this API',
      },
      {
        href: ogcUrl(request, '/api', { f: 'html' }),
        rel: 'service-doc',
        type: HTML_TYPE,
        title: 'The API’s paths, as a page',
      },
      {
        href: ogcUrl(request, '/conformance'),
        rel: 'conformance',
        type: JSON_TYPE,
        title: 'Conformance classes implemented',
      },
      {
        href: ogcUrl(request, '/collections'),
        rel: 'data',
        type: JSON_TYPE,
        title: 'The collections',
      },
    ],
  };
}
