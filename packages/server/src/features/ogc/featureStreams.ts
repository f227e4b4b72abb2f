import { csvHeader, csvRecords } from './csvEncoding';
import type { OgcFeature } from './features';
import type { OgcLink } from './links';

/**
 * A page of features as GeoJSON text written as its batches arrive, never the whole page as one
 * array: `numberReturned` (counted as written) and the links close the document.
 */
export async function* geoJsonText(
  batches: AsyncIterable<OgcFeature[]>,
  links: readonly OgcLink[],
): AsyncGenerator<string> {
  yield '{"type":"FeatureCollection","features":[';
  let returned = 0;
  for await (const batch of batches) {
    if (batch.length === 0) continue;
    const text = batch.map((feature) => JSON.stringify(feature)).join(',');
    yield returned === 0 ? text : `,${text}`;
    returned += batch.length;
  }
  yield `],"numberReturned":${returned},"links":${JSON.stringify(links)}}`;
}

/** A page of features as CSV text (`csvHeader`, then `csvRecords`) written as batches arrive. */
export async function* csvText(
  batches: AsyncIterable<OgcFeature[]>,
  properties: readonly string[],
): AsyncGenerator<string> {
  yield csvHeader(properties);
  for await (const batch of batches) yield csvRecords(batch, properties);
}

/** The batches with each feature changed by `shape` (its CRS, the properties asked for). */
export async function* shapedBatches(
  batches: AsyncIterable<OgcFeature[]>,
  shape: (feature: OgcFeature) => OgcFeature,
): AsyncGenerator<OgcFeature[]> {
  for await (const batch of batches) yield batch.map(shape);
}
