import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { OgcCaller, OgcCollection } from './collection';
import { CRS84, SUPPORTED_CRS } from './crs';
import { GEOJSON, JSON_TYPE, ogcUrl, type OgcLink } from './links';
import { QUERYABLES_REL, SCHEMA_TYPE } from './queryables';

/** How `/ogc/collections` describes one collection (OGC API – Features collection.yaml). */
export interface CollectionDescription {
  id: string;
  title: string;
  description: string;
  itemType: 'feature';
  crs: readonly string[];
  storageCrs: string;
  extent: {
    spatial: { bbox: number[][]; crs: string };
    temporal: { interval: (string | null)[][]; trs: string };
  };
  links: OgcLink[];
}

/** The description of one collection as this caller sees it. */
export async function describeCollection(
  request: FastifyRequest,
  pool: pg.Pool,
  collection: OgcCollection,
  caller: OgcCaller,
): Promise<CollectionDescription> {
  const extent = await collection.extent(pool, caller);
  const path = `/collections/${collection.id}`;
  return {
    id: collection.id,
    title: collection.title,
    description: collection.description,
    itemType: 'feature',
    crs: SUPPORTED_CRS,
    storageCrs: CRS84,
    extent: {
      spatial: { bbox: extent.bbox ? [extent.bbox] : [[-180, -90, 180, 90]], crs: CRS84 },
      temporal: {
        interval: [extent.interval],
        trs: 'http://www.opengis.net/def/uom/ISO-8601/0/Gregorian',
      },
    },
    links: [
      { href: ogcUrl(request, path), rel: 'self', type: JSON_TYPE, title: collection.title },
      {
        href: ogcUrl(request, `${path}/items`),
        rel: 'items',
        type: GEOJSON,
        title: 'Its features',
      },
      {
        href: ogcUrl(request, `${path}/queryables`),
        rel: QUERYABLES_REL,
        type: SCHEMA_TYPE,
        title: 'The properties its items can be filtered on',
      },
    ],
  };
}

/** `/ogc/collections`: every collection, described for this caller (links added as answered). */
export async function collectionsCatalogue(
  request: FastifyRequest,
  pool: pg.Pool,
  collections: readonly OgcCollection[],
  caller: OgcCaller,
): Promise<{ collections: CollectionDescription[] }> {
  const described = [];
  for (const collection of collections) {
    described.push(await describeCollection(request, pool, collection, caller));
  }
  return { collections: described };
}
