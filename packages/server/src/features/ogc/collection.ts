import type pg from 'pg';
import type { OgcFeature } from './features';
import type { ItemsQuery, ItemsVocabulary } from './itemsQuery';

/** Who is asking, as the collections need to know it. */
export interface OgcCaller {
  /** A signed-in caller (any role) also sees the district's stations, as on the United layer. */
  seesDistrict: boolean;
}

/** The spatial and temporal extent of a collection as the caller sees it. */
export interface CollectionExtent {
  /** West, south, east, north in CRS84; null when the caller sees no feature. */
  bbox: [number, number, number, number] | null;
  /** First and last instant (ISO), null for an open end. */
  interval: [string | null, string | null];
}

/**
 * One page of a collection's features: with the count of all that match (offset paging), or
 * with the cursors of the pages after and before it (readings, where counting costs a scan).
 */
export interface ItemsPage {
  features: OgcFeature[];
  numberMatched?: number;
  nextCursor?: string;
  prevCursor?: string;
}

/**
 * A page of features to stream: its cursors are known before its features, which come a batch
 * at a time from a database cursor as they are sent (10,000 readings are 2.5 MB of GeoJSON).
 */
export interface ItemsStream {
  batches: AsyncIterable<OgcFeature[]>;
  nextCursor?: string;
  prevCursor?: string;
}

/** A collection of `/ogc/collections`: what it is, and how its features are read. */
export interface OgcCollection extends ItemsVocabulary {
  id: string;
  title: string;
  description: string;
  extent(pool: pg.Pool, caller: OgcCaller): Promise<CollectionExtent>;
  /** The page of features a query asks for, in CRS84 with all their properties. */
  items(pool: pg.Pool, query: ItemsQuery, caller: OgcCaller): Promise<ItemsPage>;
  /** The page a query asks for as a stream, for collections whose pages are large. */
  streamItems?(pool: pg.Pool, query: ItemsQuery, caller: OgcCaller): Promise<ItemsStream>;
  /** One feature; throws NotFound for an unknown id, Unauthorized for a district one. */
  item(pool: pg.Pool, featureId: string, caller: OgcCaller): Promise<OgcFeature>;
}
