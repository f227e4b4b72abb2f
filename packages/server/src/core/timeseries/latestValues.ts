import type pg from 'pg';
import { newestReadingSql } from './newestReading';
import { seriesListCte } from './seriesList';
import { assertNdxList } from './seriesWindow';

/** Which locations to look at; all when `locationNdxs` is left out. */
export interface LocationFilter {
  locationNdxs?: readonly number[];
}

/** The newest 15-minute reading of one series. */
export interface LatestValue {
  locationNdx: number;
  parameterNdx: number;
  collectTimestamp: Date;
  value: number;
}

const LATEST_VALUES_SQL = `
  WITH RECURSIVE ${seriesListCte('series', 'timeseries_15min', '$1')}
  SELECT s.location_ndx AS "locationNdx", s.parameter_ndx AS "parameterNdx",
         latest.collect_timestamp AS "collectTimestamp", latest.result_value AS "value"
  FROM series s
  CROSS JOIN LATERAL (${newestReadingSql({
    location: 's.location_ndx',
    parameter: 's.parameter_ndx',
    columns: ['collect_timestamp', 'result_value'],
  })}) latest
  ORDER BY s.location_ndx, s.parameter_ndx`;

/**
 * The newest 15-minute reading of every series (location and parameter), ordered by location
 * then parameter, optionally only for some locations. Throws a `RangeError` on a non-integer id.
 */
export async function latestValues(
  pool: pg.Pool,
  filter: LocationFilter = {},
): Promise<LatestValue[]> {
  assertNdxList('locationNdxs', filter.locationNdxs);
  const { rows } = await pool.query<LatestValue>(LATEST_VALUES_SQL, [filter.locationNdxs ?? null]);
  return rows;
}
