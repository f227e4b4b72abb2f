import { csvLines } from '../../core/delivery/csvLines';
import type { OgcFeature } from './features';
import type { OgcLink } from './links';

/** The CSV media type `f=csv` answers with. */
export const CSV_TYPE = 'text/csv; charset=utf-8';

function cell(value: unknown): unknown {
  // A list (a location's parameters) fits one cell as "a;b".
  return Array.isArray(value) ? value.join(';') : value;
}

/** The header line of a page of features as CSV. */
export function csvHeader(properties: readonly string[]): string {
  return csvLines([['id', 'x', 'y', ...properties]]);
}

/**
 * Features as CSV records, one line each, in the columns of `csvHeader`; a name that starts
 * like a formula is escaped (`csvLines`), coordinates and values stay numbers.
 */
export function csvRecords(features: readonly OgcFeature[], properties: readonly string[]): string {
  const records = features.map((feature) => {
    const point = feature.geometry?.type === 'Point' ? feature.geometry.coordinates : [];
    return [
      feature.id,
      point[0] ?? '',
      point[1] ?? '',
      ...properties.map((name) => cell(feature.properties[name])),
    ];
  });
  return csvLines(records);
}

/**
 * A page of features as CSV: the feature id, a point's first and second coordinate in the
 * answer's CRS (`x`, `y`; blank for other geometries), then the properties asked for. Times are
 * the properties' own text, with their UTC offsets.
 */
export function featuresCsv(
  features: readonly OgcFeature[],
  properties: readonly string[],
): string {
  return csvHeader(properties) + csvRecords(features, properties);
}

/** The next and prev links of a CSV page, as an HTTP `Link` header (RFC 8288). */
export function linkHeader(links: readonly OgcLink[]): string {
  return links
    .filter((link) => link.rel === 'next' || link.rel === 'prev')
    .map((link) => `<${link.href}>; rel="${link.rel}"`)
    .join(', ');
}
