import type pg from 'pg';
import { assertNdx } from './seriesWindow';

/** One location's latest reading of a parameter at or before an instant. */
export interface ReadingAsOf {
  locationNdx: number;
  collectTimestamp: Date;
  value: number;
  datasrcNdx: number | null;
}

// A backwards primary-key probe per location, as latestValues does.
const READINGS_AS_OF_SQL = `
  SELECT lp.location_ndx AS "locationNdx", reading.collect_timestamp AS "collectTimestamp",
         reading.result_value AS "value", reading.datasrc_ndx AS "datasrcNdx"
  FROM location_parameters lp
  CROSS JOIN LATERAL (
    SELECT r.collect_timestamp, r.result_value, r.datasrc_ndx FROM timeseries_15min r
    WHERE r.location_ndx = lp.location_ndx AND r.parameter_ndx = lp.parameter_ndx
      AND r.collect_timestamp <= $2
    ORDER BY r.collect_timestamp DESC LIMIT 1
  ) reading
  WHERE lp.parameter_ndx = $1 AND ($3::int[] IS NULL OR lp.location_ndx = ANY($3::int[]))
  ORDER BY lp.location_ndx`;

/**
 * For each location recording the parameter (only `locationNdxs` when given), its latest
 * 15-minute reading at or before `asOf`; a location with none by then is left out.
 */
export async function readingsAsOf(
  pool: pg.Pool,
  parameterNdx: number,
  asOf: Date,
  locationNdxs?: readonly number[],
): Promise<ReadingAsOf[]> {
  assertNdx('parameterNdx', parameterNdx);
  const { rows } = await pool.query<ReadingAsOf>(READINGS_AS_OF_SQL, [
    parameterNdx,
    asOf,
    locationNdxs ?? null,
  ]);
  return rows;
}
