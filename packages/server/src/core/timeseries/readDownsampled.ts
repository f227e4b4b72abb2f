import type pg from 'pg';
import { assertMaxPoints, downsampleLttb } from './downsampleLttb';
import { readBucketExtremes } from './readBucketExtremes';
import { assertSeriesWindow, type Reading, type SeriesWindow } from './seriesWindow';

/** A series window to be drawn with at most `maxPoints` points. */
export interface DownsampledWindowQuery extends SeriesWindow {
  maxPoints: number;
}

/**
 * Reads one series over `[start, end)` reduced to at most `maxPoints` readings for a chart,
 * oldest first. The database first keeps only per-bucket extremes, then LTTB picks the points
 * that keep the shape; the first, last, highest and lowest readings of the window always
 * survive (the highest and lowest from `maxPoints` 4 up). Throws a `RangeError` on bad input.
 */
export async function readDownsampled(
  pool: pg.Pool,
  query: DownsampledWindowQuery,
): Promise<Reading[]> {
  assertSeriesWindow(query);
  assertMaxPoints(query.maxPoints);
  const candidates = await readBucketExtremes(pool, { ...query, buckets: query.maxPoints });
  if (candidates.length <= query.maxPoints) return candidates;
  const points = candidates.map((reading) => ({
    t: reading.collectTimestamp.getTime(),
    v: reading.value,
  }));
  return downsampleLttb(points, query.maxPoints).map((point) => ({
    collectTimestamp: new Date(point.t),
    value: point.v,
  }));
}
