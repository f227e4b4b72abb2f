import type { FastifyRequest } from 'fastify';
import { GEOJSON, ogcUrl, type OgcLink } from './links';

/**
 * The self, next and prev links of an items page: the request's own query with the offset of the
 * page before or after, so a client following them keeps its filters.
 */
export function pagingLinks(
  request: FastifyRequest,
  path: string,
  page: { offset: number; limit: number; returned: number; matched: number },
): OgcLink[] {
  const query = { ...(request.query as Record<string, string>) };
  const at = (offset: number) => ogcUrl(request, path, { ...query, offset: offset || undefined });
  const links: OgcLink[] = [
    { href: ogcUrl(request, path, query), rel: 'self', type: GEOJSON, title: 'This page' },
  ];
  if (page.offset + page.returned < page.matched) {
    links.push({
      href: at(page.offset + page.limit),
      rel: 'next',
      type: GEOJSON,
      title: 'Next page',
    });
  }
  if (page.offset > 0) {
    links.push({
      href: at(Math.max(0, page.offset - page.limit)),
      rel: 'prev',
      type: GEOJSON,
      title: 'Previous page',
    });
  }
  return links;
}
