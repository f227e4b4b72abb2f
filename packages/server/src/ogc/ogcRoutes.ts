import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../database/openDatabase';
import { NotFound } from '../api/refusals';
import type { OgcCaller, OgcCollection } from './collection';
import { collectionsCatalogue, describeCollection } from './collectionsCatalogue';
import { facilities } from './collections/facilities';
import { latestValues } from './collections/latestValues';
import { monitoringLocations } from './collections/monitoringLocations';
import { continuousValues, dailyValues } from './collections/readingValues';
import { CONFORMANCE_CLASSES } from './conformance';
import { shapeFeature } from './features';
import { readItemsQuery, single } from './itemsQuery';
import { landingPage } from './landingPage';
import { openApiDocument } from './openApiDocument';
import { GEOJSON, JSON_TYPE, OPENAPI_TYPE, ogcUrl } from './links';
import { CSV_TYPE, featuresCsv, linkHeader } from './csvEncoding';
import { featureRows, HTML_TYPE, htmlPage, type HtmlContent } from './htmlEncoding';
import { sendJson, sendWhole } from './ogcAnswer';
import { answerOgcError } from './ogcRefusals';
import { openAccess } from './openAccess';
import { readFormat } from './outputFormat';
import { pagingLinks } from './pagingLinks';

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

/** Checks the `f` of a resource that only comes as JSON. */
function jsonOnly(request: FastifyRequest): void {
  readFormat(single(request.query as Record<string, unknown>, 'f'), ['json']);
}

/** Sends a document as JSON, or as a plain page when the request asks `f=html`. */
function sendDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  document: object,
  page: () => HtmlContent,
): FastifyReply {
  const format = readFormat(single(request.query as Record<string, unknown>, 'f'), [
    'json',
    'html',
  ]);
  if (format === 'html') return sendWhole(request, reply, htmlPage(page()), HTML_TYPE);
  return sendJson(request, reply, document);
}

/**
 * The open water-data API, OGC API – Features at `/ogc`. A public standard API of its own, not
 * part of `/api`: its routes are not contracts endpoints (no browser calls them), its answers
 * and errors follow the OGC shapes, and it is left out of `/api/docs`. It reads the caller from
 * the same bearer tokens and shows what the map shows that caller.
 */
export async function ogcRoutes(
  app: FastifyInstance,
  { database, version }: { database: Database; version: string },
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
        return sendDocument(request, reply, landing, () => landing);
      });

      ogc.get('/api', hidden, async (request, reply) =>
        sendJson(
          request,
          reply,
          openApiDocument(request, OGC_COLLECTIONS, version),
          // With its charset given, Fastify keeps `version=3.0` unquoted, as GDAL compares it.
          `${OPENAPI_TYPE}; charset=utf-8`,
        ),
      );

      ogc.get('/conformance', hidden, async (request, reply) => {
        jsonOnly(request);
        return sendJson(request, reply, { conformsTo: CONFORMANCE_CLASSES });
      });

      ogc.get('/collections', hidden, async (request, reply) => {
        const catalogue = await collectionsCatalogue(
          request,
          pool,
          OGC_COLLECTIONS,
          callerOf(request),
        );
        return sendDocument(request, reply, catalogue, () => ({
          title: 'Collections',
          links: catalogue.collections.flatMap((collection) =>
            collection.links.map((link) => ({
              ...link,
              title: `${collection.title}: ${link.rel}`,
            })),
          ),
        }));
      });

      ogc.get<{ Params: { collectionId: string } }>(
        '/collections/:collectionId',
        hidden,
        async (request, reply) => {
          const collection = collectionNamed(request.params.collectionId);
          const described = await describeCollection(request, pool, collection, callerOf(request));
          return sendDocument(request, reply, described, () => ({
            title: collection.title,
            description: collection.description,
            links: described.links,
          }));
        },
      );

      ogc.get<{ Params: { collectionId: string } }>(
        '/collections/:collectionId/items',
        hidden,
        async (request, reply) => {
          const collection = collectionNamed(request.params.collectionId);
          const query = readItemsQuery(request.query as Record<string, unknown>, collection);
          const page = await collection.items(pool, query, callerOf(request));
          const path = `/collections/${collection.id}/items`;
          reply.header('Content-Crs', `<${query.crs}>`);
          const features = page.features.map((feature) => shapeFeature(feature, query));
          const links = pagingLinks(request, path, query, page);
          const columns = query.properties ?? [...collection.properties];
          if (query.format === 'html') {
            const html = htmlPage({
              title: `${collection.title}: ${features.length} features`,
              links,
              table: featureRows(features, columns),
            });
            return sendWhole(request, reply, html, HTML_TYPE);
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
              links: [
                ...links,
                {
                  href: ogcUrl(request, path, {
                    ...(request.query as Record<string, string>),
                    f: 'csv',
                  }),
                  rel: 'alternate',
                  type: 'text/csv',
                  title: 'This page as CSV',
                },
                {
                  href: ogcUrl(request, `/collections/${collection.id}`),
                  rel: 'collection',
                  type: JSON_TYPE,
                  title: collection.title,
                },
              ],
            },
            GEOJSON,
          );
        },
      );

      ogc.get<{ Params: { collectionId: string; featureId: string } }>(
        '/collections/:collectionId/items/:featureId',
        hidden,
        async (request, reply) => {
          jsonOnly(request);
          const collection = collectionNamed(request.params.collectionId);
          const query = readItemsQuery(request.query as Record<string, unknown>, {
            properties: collection.properties,
            filters: [],
            paging: 'offset',
          });
          const feature = await collection.item(pool, request.params.featureId, callerOf(request));
          const path = `/collections/${collection.id}/items/${encodeURIComponent(String(feature.id))}`;
          reply.header('Content-Crs', `<${query.crs}>`);
          return sendJson(
            request,
            reply,
            {
              ...shapeFeature(feature, query),
              links: [
                { href: ogcUrl(request, path), rel: 'self', type: GEOJSON },
                {
                  href: ogcUrl(request, `/collections/${collection.id}`),
                  rel: 'collection',
                  type: JSON_TYPE,
                  title: collection.title,
                },
              ],
            },
            GEOJSON,
          );
        },
      );
    },
    { prefix: OGC_PREFIX },
  );
}
