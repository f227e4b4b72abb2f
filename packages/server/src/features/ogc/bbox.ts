import { CRS84, EPSG_4326, readCrs } from './crs';
import { InvalidParameter } from './ogcRefusals';

/** A box in CRS84: west, south, east, north. West above east crosses the antimeridian. */
export interface LonLatBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/**
 * The `bbox` of a request as a CRS84 box: four numbers, or six with heights (ignored, the
 * locations have none), in the axis order of `bbox-crs` (EPSG:4326 puts latitude first).
 */
export function readBbox(
  bbox: string | undefined,
  bboxCrs: string | undefined,
): LonLatBox | undefined {
  const crs = readCrs('bbox-crs', bboxCrs);
  if (bbox === undefined) {
    if (bboxCrs !== undefined) throw new InvalidParameter('bbox-crs', 'is only read with bbox.');
    return undefined;
  }
  const numbers = bbox.split(',').map((part) => (part.trim() === '' ? NaN : Number(part)));
  if ((numbers.length !== 4 && numbers.length !== 6) || numbers.some((n) => !Number.isFinite(n))) {
    throw new InvalidParameter(
      'bbox',
      'must be four numbers (or six with heights), comma-separated.',
    );
  }
  const half = numbers.length / 2;
  const lower = numbers.slice(0, 2);
  const upper = numbers.slice(half, half + 2);
  const [west, south, east, north] =
    crs === EPSG_4326 ? [lower[1]!, lower[0]!, upper[1]!, upper[0]!] : [...lower, ...upper];
  const axes = crs === CRS84 ? 'longitude, latitude' : 'latitude, longitude';
  if (
    south! > north! ||
    south! < -90 ||
    north! > 90 ||
    Math.abs(west!) > 180 ||
    Math.abs(east!) > 180
  ) {
    throw new InvalidParameter(
      'bbox',
      `must give the lower corner then the upper corner (${axes}) within -180..180 and -90..90.`,
    );
  }
  return { west: west!, south: south!, east: east!, north: north! };
}

/** The SQL condition that a row's `longitude`/`latitude` lie in the box given as $n..$n+3. */
export function bboxCondition(
  first: number,
  columns = { longitude: 'l.longitude', latitude: 'l.latitude' },
): string {
  const [w, s, e, n] = [first, first + 1, first + 2, first + 3].map(
    (i) => `$${i}::double precision`,
  );
  const { longitude, latitude } = columns;
  return `(${w} IS NULL OR (${latitude} BETWEEN ${s} AND ${n} AND
     (CASE WHEN ${w} <= ${e} THEN ${longitude} BETWEEN ${w} AND ${e}
           ELSE ${longitude} >= ${w} OR ${longitude} <= ${e} END)))`;
}

/** The box's four values for `bboxCondition`, nulls when the request has none. */
export function bboxValues(box: LonLatBox | undefined): (number | null)[] {
  return box ? [box.west, box.south, box.east, box.north] : [null, null, null, null];
}
