import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../core/database/openDatabase';
import { NotFound } from '../../core/api/refusals';
import type { OgcCaller, OgcCollection } from './collection';
import { collectionsCatalogue, describeCollection } from './collectionsCatalogue';
import { facilities } from './collections/facilities';
import { latestValues } from './collections/latestValues';
import { monitoringLocations } from './collections/monitoringLocations';
import { continuousValues, dailyValues } from './collections/readingValues';
import { CONFORMANCE_CLASSES } from './conformance';
import { shapeFeature, type OgcFeature } from './features';
import { readItemsQuery, single } from './itemsQuery';
import { landingPage } from './landingPage';
import { apiPage, openApiDocument } from './openApiDocument';
import { GEOJSON, JSON_TYPE, OPENAPI_TYPE, ogcUrl, type OgcLink } from './links';
import { CSV_TYPE, featuresCsv, linkHeader } from './csvEncoding';
import { csvText, geoJsonText, shapedBatches } from './featureStreams';
import { linksForHtml, selfAndAlternates } from './formatLinks';
import { featureRows, featureTable, HTML_TYPE, htmlPage, type HtmlContent } from './htmlEncoding';
import { sendJson, sendStream, sendWhole } from './ogcAnswer';
import { answerOgcError } from './ogcRefusals';
import { openAccess } from './openAccess';
import { readFormat, type OutputFormat } from './outputFormat';
import { pagingLinks } from './pagingLinks';
import { QUERYABLES_REL, queryables, queryablesRows, SCHEMA_TYPE } from './queryables';

/** Every collection `/ogc` serves, in the order the catalogue lists them. */
export const OGC_COLLECTIONS: readonly OgcCollection[] = [
  monitoringLocations,
  facilities,
  dailyValues,
  continuousValues,
  latestValues,
];

/** Where the open data API lives. */
export const OGC_PREFIX = '/ogc';

function callerOf(request: FastifyRequest): OgcCaller {
  return { seesDistrict: request.roles.length > 0 };
}

function collectionNamed(id: string): OgcCollection {
  const collection = OGC_COLLECTIONS.find((candidate) => candidate.id === id);
  if (!collection) {
    throw new NotFound(
      `No collection ${id} (known: ${OGC_COLLECTIONS.map((known) => known.id).join(', ')}).`,
    );
  }
  return collection;
}

/** The encoding a document request asks for, by `f` or else by `Accept`. */
function documentFormat(request: FastifyRequest): OutputFormat {
  return readFormat(
    single(request.query as Record<string, unknown>, 'f'),
    ['json', 'html'],
    request.headers.accept,
  );
}

/** A plain page, its links leading to the other plain pages. */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: HtmlContent): FastifyReply {
  const html = htmlPage({ ...page, links: linksForHtml(request, page.links) });
  return sendWhole(request, reply, html, HTML_TYPE);
}

/**
 * Sends a document as JSON, or as a plain page when the request asks for HTML (`f=html` or a
 * browser's `Accept`), each with its self link and an alternate link to the other encoding.
 */
function sendDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  document: object,
  page: (links: OgcLink[]) => HtmlContent,
): FastifyReply {
  const format = documentFormat(request);
  const links = [
    ...selfAndAlternates(request, path, format, ['json', 'html']),
    ...((document as { links?: OgcLink[] }).links ?? []).filter((link) => link.rel !== 'self'),
  ];
  if (format === 'html') return sendPage(request, reply, page(links));
  return sendJson(request, reply, { ...document, links });
}

/** Pages of more features than this stream, when their collection can (the readings). */
const STREAM_ABOVE = 1_000;

/**
 * The open water-data API, OGC API – Features at `/ogc`. A public standard API of its own, not
 * part of `/api`: its routes are not contracts endpoints (no browser calls them), its answers
 * and errors follow the OGC shapes, and it is left out of `/api/docs`. It reads the caller from
 * the same bearer tokens and shows what the map shows that caller.
 */
export async function ogcRoutes(
  app: FastifyInstance,
  {
    database,
    version,
    stallMs,
  }: {
    database: Database;
    version: string;
    /** How long a streamed page may wait for its client to take more (ms). */
    stallMs: number;
  },
) {
  const { pool } = database;
  await app.register(
    async (ogc) => {
      ogc.setErrorHandler(answerOgcError);
      ogc.setNotFoundHandler((request) => {
        throw new NotFound(`Nothing at ${request.url.split('?')[0]}.`);
      });
      openAccess(ogc);
      // The shell's history fallback answers every other GET: under /ogc nothing else exists.
      ogc.get('/*', { schema: { hide: true } }, async (request) => {
        throw new NotFound(`Nothing at ${request.url.split('?')[0]}.`);
      });
      const hidden = { schema: { hide: true } };

      ogc.get('/', hidden, async (request, reply) => {
        const landing = landingPage(request);
        return sendDocument(request, reply, '', landing, (links) => ({ ...landing, links }));
      });

      ogc.get('/api', hidden, async (request, reply) => {
        const document = openApiDocument(request, OGC_COLLECTIONS, version);
        if (documentFormat(request) === 'html') {
          return sendPage(request, reply, {
            ...apiPage(document),
            links: selfAndAlternates(request, '/api', 'html', ['json', 'html'], OPENAPI_TYPE),
          });
        }
        // With its charset given, Fastify keeps `version=3.0` unquoted, as GDAL compares it.
        return sendJson(request, reply, document, `${OPENAPI_TYPE}; charset=utf-8`);
      });

      ogc.get('/conformance', hidden, async (request, reply) =>
        sendDocument(
          request,
          reply,
          '/conformance',
          { conformsTo: CONFORMANCE_CLASSES },
          (links) => ({
            title: 'Conformance classes',
            links,
            table: { columns: ['class'], rows: CONFORMANCE_CLASSES.map((uri) => [uri]) },
          }),
        ),
      );

      ogc.get('/collections', hidden, async (request, reply) => {
        const catalogue = await collectionsCatalogue(
          request,
          pool,
          OGC_COLLECTIONS,
          callerOf(request),
        );
        return sendDocument(request, reply, '/collections', catalogue, (links) => ({
          title: 'Collections',
          links: [
            ...links,
            ...catalogue.collections.flatMap((collection) =>
              collection.links
                .filter((link) => link.rel !== QUERYABLES_REL)
                .map((link) => ({ ...link, title: `${collection.title}: ${link.rel}` })),
            ),
          ],
        }));
      });

      ogc.get<{ Params: { collectionId: string } }>(
        '/collections/:collectionId',
        hidden,
        async (request, reply) => {
          const collection = collectionNamed(request.params.collectionId);
          const described = await describeCollection(request, pool, collection, callerOf(request));
          return sendDocument(
            request,
            reply,
            `/collections/${collection.id}`,
            described,
            (links) => ({ title: collection.title, description: collection.description, links }),
          );
        },
      );

      ogc.get<{ Params: { collectionId: string } }>(
        '/collections/:collectionId/queryables',
        hidden,
        async (request, reply) => {
          const collection = collectionNamed(request.params.collectionId);
          const schema = queryables(request, collection);
          const path = `/collections/${collection.id}/queryables`;
          const format = documentFormat(request);
          if (format === 'json') return sendJson(request, reply, schema, SCHEMA_TYPE);
          return sendPage(request, reply, {
            title: `${collection.title}: queryables`,
            links: selfAndAlternates(request, path, format, ['json', 'html'], SCHEMA_TYPE),
            table: queryablesRows(schema),
          });
        },
      );

      ogc.get<{ Params: { collectionId: string } }>(
        '/collections/:collectionId/items',
        hidden,
        async (request, reply) => {
          const collection = collectionNamed(request.params.collectionId);
          const query = readItemsQuery(
            request.query as Record<string, unknown>,
            collection,
            request.headers.accept,
          );
          const path = `/collections/${collection.id}/items`;
          const shape = (feature: OgcFeature) => shapeFeature(feature, query);
          const columns = query.properties ?? [...collection.properties];
          reply.header('Content-Crs', `<${query.crs}>`);
          const collectionLink: OgcLink = {
            href: ogcUrl(request, `/collections/${collection.id}`),
            rel: 'collection',
            type: JSON_TYPE,
            title: collection.title,
          };
          const alternates = selfAndAlternates(
            request,
            path,
            query.format,
            ['json', 'html', 'csv'],
            GEOJSON,
          ).filter((link) => link.rel === 'alternate');
          if (collection.streamItems && query.format !== 'html' && query.limit > STREAM_ABOVE) {
            const page = await collection.streamItems(pool, query, callerOf(request));
            const links = pagingLinks(request, path, query, page);
            const features = shapedBatches(page.batches, shape);
            if (query.format === 'csv') {
              const link = linkHeader(links);
              if (link) reply.header('Link', link);
              return sendStream(request, reply, csvText(features, columns), CSV_TYPE, { stallMs });
            }
            const body = geoJsonText(features, [...links, ...alternates, collectionLink]);
            return sendStream(request, reply, body, GEOJSON, { stallMs });
          }
          const page = await collection.items(pool, query, callerOf(request));
          const features = page.features.map(shape);
          const links = pagingLinks(request, path, query, page);
          if (query.format === 'html') {
            return sendPage(request, reply, {
              title: `${collection.title}: ${features.length} features`,
              links: [...links, ...alternates, collectionLink],
              table: featureRows(features, columns),
            });
          }
          if (query.format === 'csv') {
            const link = linkHeader(links);
            if (link) reply.header('Link', link);
            return sendWhole(request, reply, featuresCsv(features, columns), CSV_TYPE);
          }
          return sendJson(
            request,
            reply,
            {
              type: 'FeatureCollection',
              ...(page.numberMatched === undefined ? {} : { numberMatched: page.numberMatched }),
              numberReturned: page.features.length,
              features,
              links: [...links, ...alternates, collectionLink],
            },
            GEOJSON,
          );
        },
      );

      ogc.get<{ Params: { collectionId: string; featureId: string } }>(
        '/collections/:collectionId/items/:featureId',
        hidden,
        async (request, reply) => {
          const format = documentFormat(request);
          const collection = collectionNamed(request.params.collectionId);
          const query = readItemsQuery(request.query as Record<string, unknown>, {
            properties: collection.properties,
            filters: [],
            paging: 'offset',
          });
          const feature = await collection.item(pool, request.params.featureId, callerOf(request));
          const path = `/collections/${collection.id}/items/${encodeURIComponent(String(feature.id))}`;
          reply.header('Content-Crs', `<${query.crs}>`);
          const shaped = shapeFeature(feature, query);
          const links: OgcLink[] = [
            ...selfAndAlternates(request, path, format, ['json', 'html'], GEOJSON),
            {
              href: ogcUrl(request, `/collections/${collection.id}`),
              rel: 'collection',
              type: JSON_TYPE,
              title: collection.title,
            },
          ];
          if (format === 'html') {
            return sendPage(request, reply, {
              title: `${collection.title}: ${String(feature.id)}`,
              links,
              table: featureTable(shaped, query.properties ?? [...collection.properties]),
            });
          }
          return sendJson(request, reply, { ...shaped, links }, GEOJSON);
        },
      );
    },
    { prefix: OGC_PREFIX },
  );
}
