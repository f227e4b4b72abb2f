import type pg from 'pg';
import { assertSeriesWindow, type Reading, type SeriesWindow } from './seriesWindow';

/** The raw readings of one series in `[start, end)`, a range scan of the primary key. */
export const WINDOW_SQL = `
  SELECT collect_timestamp AS "collectTimestamp", result_value AS "value"
  FROM timeseries_15min
  WHERE location_ndx = $1 AND parameter_ndx = $2
    AND collect_timestamp >= $3 AND collect_timestamp < $4
  ORDER BY collect_timestamp`;

/** The query parameters of `WINDOW_SQL` for a window. */
export function windowParameters(window: SeriesWindow): unknown[] {
  return [window.locationNdx, window.parameterNdx, window.start, window.end];
}

/**
 * Reads the raw 15-minute readings of one series, oldest first, from `start` (inclusive) to
 * `end` (exclusive). Throws a `RangeError` on a malformed window.
 */
export async function readWindow(pool: pg.Pool, window: SeriesWindow): Promise<Reading[]> {
  assertSeriesWindow(window);
  const { rows } = await pool.query<Reading>(WINDOW_SQL, windowParameters(window));
  return rows;
}
