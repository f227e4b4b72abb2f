import type pg from 'pg';
import { DISTRICT_TIME_ZONE } from '@headgate/district-clock';
import { seriesListCte } from './seriesList';

/** The first and last reading of one series, over both reading tables. */
export interface SeriesPeriod {
  locationNdx: number;
  parameterNdx: number;
  first: Date;
  last: Date;
}

// One index probe per end of each series and table (see seriesListCte for why no DISTINCT).
const PERIOD_SQL = `
  WITH RECURSIVE ${seriesListCte('fifteen', 'timeseries_15min', 'NULL')},
  ${seriesListCte('daily', 'timeseries_daily', 'NULL')},
  series AS (SELECT * FROM fifteen UNION SELECT * FROM daily)
  SELECT s.location_ndx AS "locationNdx", s.parameter_ndx AS "parameterNdx",
         LEAST(
           (SELECT r.collect_timestamp FROM timeseries_15min r
             WHERE r.location_ndx = s.location_ndx AND r.parameter_ndx = s.parameter_ndx
             ORDER BY r.collect_timestamp LIMIT 1),
           (SELECT (d.collect_date::timestamp AT TIME ZONE '${DISTRICT_TIME_ZONE}') FROM timeseries_daily d
             WHERE d.location_ndx = s.location_ndx AND d.parameter_ndx = s.parameter_ndx
             ORDER BY d.collect_date LIMIT 1)) AS first,
         GREATEST(
           (SELECT r.collect_timestamp FROM timeseries_15min r
             WHERE r.location_ndx = s.location_ndx AND r.parameter_ndx = s.parameter_ndx
             ORDER BY r.collect_timestamp DESC LIMIT 1),
           (SELECT (d.collect_date::timestamp AT TIME ZONE '${DISTRICT_TIME_ZONE}') FROM timeseries_daily d
             WHERE d.location_ndx = s.location_ndx AND d.parameter_ndx = s.parameter_ndx
             ORDER BY d.collect_date DESC LIMIT 1)) AS last
  FROM series s
  ORDER BY s.location_ndx, s.parameter_ndx`;

/**
 * Every stored series' period of record: its first and last reading, 15-minute or daily (a
 * daily value counts from the start of its Denver day).
 */
export async function periodsOfRecord(pool: pg.Pool): Promise<SeriesPeriod[]> {
  const { rows } = await pool.query<SeriesPeriod>(PERIOD_SQL);
  return rows;
}
