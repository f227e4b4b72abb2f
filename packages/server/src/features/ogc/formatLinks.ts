import type { FastifyRequest } from 'fastify';
import { CSV_TYPE } from './csvEncoding';
import { HTML_TYPE } from './htmlEncoding';
import { JSON_TYPE, ogcRoot, ogcUrl, type OgcLink } from './links';
import type { OutputFormat } from './outputFormat';

const TITLES: Record<OutputFormat, string> = {
  json: 'This document as JSON',
  html: 'This document as HTML',
  csv: 'This document as CSV',
};

/** Links that name one encoding on purpose, whatever the page's. */
const KEPT_RELS = new Set(['alternate', 'service-desc']);

/**
 * The `self` link of a document in the encoding it is answered in, and an `alternate` link to
 * each other encoding it comes in (Part 1 asks both), keeping the request's query.
 */
export function selfAndAlternates(
  request: FastifyRequest,
  path: string,
  answered: OutputFormat,
  offered: readonly OutputFormat[],
  jsonType: string = JSON_TYPE,
): OgcLink[] {
  const asked = { ...(request.query as Record<string, string>) };
  const type = (format: OutputFormat) =>
    format === 'json' ? jsonType : format === 'html' ? HTML_TYPE : CSV_TYPE;
  return [
    {
      href: ogcUrl(request, path, asked),
      rel: 'self',
      type: type(answered),
      title: 'This document',
    },
    ...offered
      .filter((format) => format !== answered)
      .map((format) => ({
        href: ogcUrl(request, path, { ...asked, f: format }),
        rel: 'alternate',
        type: type(format),
        title: TITLES[format],
      })),
  ];
}

/**
 * A page's links as a person with a browser follows them: every `/ogc` document also comes as
 * a plain page (the HTML conformance class), so a link under `/ogc` leads to that page; the
 * alternate links keep naming the other encodings, the service description stays the OpenAPI
 * document (its page is the service-doc link), and links elsewhere stay as they are.
 */
export function linksForHtml(request: FastifyRequest, links: readonly OgcLink[]): OgcLink[] {
  const root = ogcRoot(request);
  return links.map((link) => {
    const page = KEPT_RELS.has(link.rel) || link.type === HTML_TYPE;
    if (page || !link.href.startsWith(root)) return link;
    const url = new URL(link.href);
    url.searchParams.set('f', 'html');
    return { ...link, href: url.toString(), type: HTML_TYPE };
  });
}
