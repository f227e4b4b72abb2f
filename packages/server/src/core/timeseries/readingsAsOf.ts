import type pg from 'pg';
import { newestReadingSql } from './newestReading';
import { assertNdx } from './seriesWindow';

/** One location's latest reading of a parameter at or before an instant. */
export interface ReadingAsOf {
  locationNdx: number;
  collectTimestamp: Date;
  value: number;
  datasrcNdx: number | null;
}

const READINGS_AS_OF_SQL = `
  SELECT lp.location_ndx AS "locationNdx", reading.collect_timestamp AS "collectTimestamp",
         reading.result_value AS "value", reading.datasrc_ndx AS "datasrcNdx"
  FROM location_parameters lp
  CROSS JOIN LATERAL (${newestReadingSql({
    location: 'lp.location_ndx',
    parameter: 'lp.parameter_ndx',
    columns: ['collect_timestamp', 'result_value', 'datasrc_ndx'],
    atOrBefore: '$2',
  })}) reading
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
