import type pg from 'pg';
import { newestReadingSql } from './newestReading';
import { assertNdx } from './seriesWindow';

/** The lowest and highest reading of a series since an instant, and its latest reading. */
export interface WindowExtremes {
  locationNdx: number;
  /** Null when the series has no reading in the window. */
  min: number | null;
  max: number | null;
  latestValue: number;
  latestAt: Date;
}

const EXTREMES_SQL = `
  SELECT lp.location_ndx AS "locationNdx", window_stats.min, window_stats.max,
         latest.result_value AS "latestValue", latest.collect_timestamp AS "latestAt"
  FROM location_parameters lp
  CROSS JOIN LATERAL (${newestReadingSql({
    location: 'lp.location_ndx',
    parameter: 'lp.parameter_ndx',
    columns: ['collect_timestamp', 'result_value'],
  })}) latest
  CROSS JOIN LATERAL (
    SELECT min(r.result_value) AS min, max(r.result_value) AS max FROM timeseries_15min r
    WHERE r.location_ndx = lp.location_ndx AND r.parameter_ndx = lp.parameter_ndx
      AND r.collect_timestamp >= $2
  ) window_stats
  WHERE lp.parameter_ndx = $1
  ORDER BY lp.location_ndx`;

/**
 * For every location recording the parameter: its lowest and highest 15-minute reading since
 * `since`, and its latest reading (which may be older, for a silent station).
 */
export async function windowExtremes(
  pool: pg.Pool,
  parameterNdx: number,
  since: Date,
): Promise<WindowExtremes[]> {
  assertNdx('parameterNdx', parameterNdx);
  const { rows } = await pool.query<WindowExtremes>(EXTREMES_SQL, [parameterNdx, since]);
  return rows;
}
