/**
 * The response schemas of OGC API – Features – Part 1: Core (OGC 17-069r4, its OpenAPI
 * fragments link.yaml, landingPage.yaml, confClasses.yaml, collections.yaml, collection.yaml,
 * extent.yaml, featureCollectionGeoJSON.yaml, featureGeoJSON.yaml and the GeoJSON geometries
 * of RFC 7946), written from the standard's text as zod schemas, with the requirements on
 * links and timestamps the standard states in its prose. Used by the conformance check of
 * every `/ogc` answer.
 */
import * as z from 'zod';

/** RFC 3339 date-time, with `Z` or an offset (Part 1 §7.15.4: timestamps are RFC 3339). */
export const rfc3339 = z.iso.datetime({ offset: true });

/** link.yaml: `href` and `rel` required; `type`, `hreflang`, `title`, `length` optional. */
export const link = z.object({
  href: z.url(),
  rel: z.string().min(1),
  type: z.string().min(1).optional(),
  hreflang: z.string().optional(),
  title: z.string().optional(),
  length: z.number().int().optional(),
});
export type Link = z.infer<typeof link>;

/** landingPage.yaml. */
export const landingPage = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  links: z.array(link),
});

/** confClasses.yaml. */
export const confClasses = z.object({ conformsTo: z.array(z.url()).min(1) });

/** An interval end of extent.yaml: an RFC 3339 instant or null for an open end. */
const intervalEnd = rfc3339.nullable();

/** extent.yaml: a spatial extent of 4 or 6 numbers per box in CRS84, temporal in Gregorian. */
export const extent = z.object({
  spatial: z
    .object({
      bbox: z.array(z.union([z.array(z.number()).length(4), z.array(z.number()).length(6)])).min(1),
      crs: z.literal('http://www.opengis.net/def/crs/OGC/1.3/CRS84').optional(),
    })
    .optional(),
  temporal: z
    .object({
      interval: z.array(z.tuple([intervalEnd, intervalEnd])).min(1),
      trs: z.literal('http://www.opengis.net/def/uom/ISO-8601/0/Gregorian').optional(),
    })
    .optional(),
});

/** collection.yaml (with Part 2's `crs` and `storageCrs`). */
export const collection = z.object({
  id: z.string().min(1),
  title: z.string().optional(),
  description: z.string().optional(),
  links: z.array(link),
  extent: extent.optional(),
  itemType: z.string().optional(),
  crs: z.array(z.url()).optional(),
  storageCrs: z.url().optional(),
});

/** collections.yaml. */
export const collections = z.object({ links: z.array(link), collections: z.array(collection) });

const position = z.array(z.number()).min(2).max(3);

/** The GeoJSON geometries of RFC 7946 the collections answer (points), or null. */
export const geometry = z.union([
  z.object({ type: z.literal('Point'), coordinates: position }),
  z.object({ type: z.literal('MultiPoint'), coordinates: z.array(position) }),
]);

/** featureGeoJSON.yaml. */
export const feature = z.object({
  type: z.literal('Feature'),
  geometry: geometry.nullable(),
  properties: z.record(z.string(), z.unknown()).nullable(),
  id: z.union([z.string(), z.number().int()]).optional(),
  links: z.array(link).optional(),
});

/** featureCollectionGeoJSON.yaml. */
export const featureCollection = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(feature),
  links: z.array(link).optional(),
  timeStamp: rfc3339.optional(),
  numberMatched: z.number().int().min(0).optional(),
  numberReturned: z.number().int().min(0).optional(),
});

/** The rels of `links`, for the requirements that name the links a document must have. */
export function rels(links: readonly Link[]): string[] {
  return links.map((each) => each.rel);
}
