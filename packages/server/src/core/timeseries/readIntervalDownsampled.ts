import type pg from 'pg';
import { assertMaxPoints, downsampleLttb } from './downsampleLttb';
import { readIntervalMeans, type ReadingInterval } from './intervalMeans';
import { readDownsampled } from './readDownsampled';
import type { Reading, SeriesWindow } from './seriesWindow';

/** One series' window at an interval, to be drawn with at most `maxPoints` points. */
export interface IntervalDownsampledQuery extends SeriesWindow {
  interval: ReadingInterval;
  maxPoints: number;
}

/**
 * Reads one series over `[start, end)` at an interval (see `readIntervalMeans`) reduced to at
 * most `maxPoints` points for a chart, oldest first, the first, last, highest and lowest kept.
 * 15-minute windows are pre-reduced in the database (`readDownsampled`); hourly and daily means
 * are few enough (a year of hours is 8,784) to reduce with LTTB here. Throws a `RangeError` on
 * bad input.
 */
export async function readIntervalDownsampled(
  pool: pg.Pool,
  query: IntervalDownsampledQuery,
): Promise<Reading[]> {
  assertMaxPoints(query.maxPoints);
  if (query.interval === '15min') return readDownsampled(pool, query);
  const means = await readIntervalMeans(pool, {
    series: [{ locationNdx: query.locationNdx, parameterNdx: query.parameterNdx }],
    start: query.start,
    end: query.end,
    interval: query.interval,
  });
  const points = means.map((mean) => ({ t: mean.collectTimestamp.getTime(), v: mean.value }));
  return downsampleLttb(points, query.maxPoints).map((point) => ({
    collectTimestamp: new Date(point.t),
    value: point.v,
  }));
}
