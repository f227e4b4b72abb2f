import type pg from 'pg';
import { assertSeriesWindow, type Reading, type SeriesWindow } from './seriesWindow';

// The window is cut into $5 equal time buckets; each keeps its highest and lowest reading, and
// the window keeps its first and last, so every peak and both ends survive while at most
// 2 × buckets + 2 rows leave the database. A window with no more rows than buckets is returned
// whole, since reducing it would only lose points.
const BUCKET_EXTREMES_SQL = `
  WITH readings AS (
    SELECT collect_timestamp, result_value,
           width_bucket(extract(epoch FROM collect_timestamp),
                        extract(epoch FROM $3::timestamptz), extract(epoch FROM $4::timestamptz),
                        $5::int) AS bucket
    FROM timeseries_15min
    WHERE location_ndx = $1 AND parameter_ndx = $2
      AND collect_timestamp >= $3 AND collect_timestamp < $4
  ), ranked AS (
    SELECT collect_timestamp, result_value,
           count(*) OVER () AS total,
           row_number() OVER (PARTITION BY bucket ORDER BY result_value DESC, collect_timestamp)
             AS from_top,
           row_number() OVER (PARTITION BY bucket ORDER BY result_value, collect_timestamp)
             AS from_bottom,
           row_number() OVER (ORDER BY collect_timestamp) AS from_start,
           row_number() OVER (ORDER BY collect_timestamp DESC) AS from_end
    FROM readings
  )
  SELECT collect_timestamp AS "collectTimestamp", result_value AS "value"
  FROM ranked
  WHERE total <= $5 OR from_top = 1 OR from_bottom = 1 OR from_start = 1 OR from_end = 1
  ORDER BY collect_timestamp`;

/**
 * Reads a pre-reduced window: per equal time bucket only its highest and lowest reading, plus
 * the window's first and last, oldest first. Keeps long windows (a year of 15-minute data is 35k
 * rows) from being shipped whole into Node before downsampling. Throws a `RangeError` on a
 * malformed window or a bucket count below 1.
 */
export async function readBucketExtremes(
  pool: pg.Pool,
  window: SeriesWindow & { buckets: number },
): Promise<Reading[]> {
  assertSeriesWindow(window);
  if (!Number.isInteger(window.buckets) || window.buckets < 1) {
    throw new RangeError(`buckets must be a positive integer, got ${String(window.buckets)}`);
  }
  const { rows } = await pool.query<Reading>(BUCKET_EXTREMES_SQL, [
    window.locationNdx,
    window.parameterNdx,
    window.start,
    window.end,
    window.buckets,
  ]);
  return rows;
}
