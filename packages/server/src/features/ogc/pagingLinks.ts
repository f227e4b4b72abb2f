import type { FastifyRequest } from 'fastify';
import { CSV_TYPE } from './csvEncoding';
import { HTML_TYPE } from './htmlEncoding';
import { GEOJSON, ogcUrl, type OgcLink } from './links';
import type { OutputFormat } from './outputFormat';
import type { ItemsQuery } from './itemsQuery';
import type { ItemsPage, ItemsStream } from './collection';

type QueryChange = Record<string, string | number | undefined>;

/** The media type of a page in each format: the links keep the format the page was asked in. */
const PAGE_TYPES: Record<OutputFormat, string> = { json: GEOJSON, html: HTML_TYPE, csv: CSV_TYPE };

/** The query changes that lead to the pages after and before this one, when there are some. */
function neighbours(
  query: ItemsQuery,
  page: ItemsPage | ItemsStream,
): { next?: QueryChange; prev?: QueryChange } {
  if (!('features' in page) || page.numberMatched === undefined) {
    return {
      ...(page.nextCursor ? { next: { cursor: page.nextCursor } } : {}),
      ...(page.prevCursor ? { prev: { cursor: page.prevCursor } } : {}),
    };
  }
  const { offset, limit } = query;
  return {
    ...(offset + page.features.length < page.numberMatched
      ? { next: { offset: offset + limit } }
      : {}),
    ...(offset > 0 ? { prev: { offset: offset - limit > 0 ? offset - limit : undefined } } : {}),
  };
}

/**
 * The self, next and prev links of an items page (whole or streamed): the request's own query with the offset or
 * cursor of the page after or before, so a client following them keeps its filters.
 */
export function pagingLinks(
  request: FastifyRequest,
  path: string,
  query: ItemsQuery,
  page: ItemsPage | ItemsStream,
): OgcLink[] {
  // A page whose encoding the Accept header chose names it, so a link opens in it anywhere.
  const asked = { ...(request.query as Record<string, string>) };
  if (asked.f === undefined && query.format !== 'json') asked.f = query.format;
  const { next, prev } = neighbours(query, page);
  const type = PAGE_TYPES[query.format];
  const links: OgcLink[] = [
    { href: ogcUrl(request, path, asked), rel: 'self', type, title: 'This page' },
  ];
  if (next) {
    const href = ogcUrl(request, path, { ...asked, offset: undefined, cursor: undefined, ...next });
    links.push({ href, rel: 'next', type, title: 'Next page' });
  }
  if (prev) {
    const href = ogcUrl(request, path, { ...asked, offset: undefined, cursor: undefined, ...prev });
    links.push({ href, rel: 'prev', type, title: 'Previous page' });
  }
  return links;
}
