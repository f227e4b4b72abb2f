import type pg from 'pg';
import { DISTRICT_TIME_ZONE } from '@headgate/district-clock';
import { newestReadingSql, oldestReadingSql, readingTimeProbe } from './newestReading';
import { seriesListCte } from './seriesList';

/** The first and last reading of one series, over both reading tables. */
export interface SeriesPeriod {
  locationNdx: number;
  parameterNdx: number;
  first: Date;
  last: Date;
}

const FIFTEEN_SERIES = readingTimeProbe('s');
const DAILY_SERIES = readingTimeProbe('s', 'timeseries_daily');

/** A daily value counts from the local midnight that starts its day. */
const dayStart = (date: string) => `(${date})::timestamp AT TIME ZONE '${DISTRICT_TIME_ZONE}'`;

const PERIOD_SQL = `
  WITH RECURSIVE ${seriesListCte('fifteen', 'timeseries_15min', 'NULL')},
  ${seriesListCte('daily', 'timeseries_daily', 'NULL')},
  series AS (SELECT * FROM fifteen UNION SELECT * FROM daily)
  SELECT s.location_ndx AS "locationNdx", s.parameter_ndx AS "parameterNdx",
         LEAST((${oldestReadingSql(FIFTEEN_SERIES)}),
               ${dayStart(oldestReadingSql(DAILY_SERIES))}) AS first,
         GREATEST((${newestReadingSql(FIFTEEN_SERIES)}),
                  ${dayStart(newestReadingSql(DAILY_SERIES))}) AS last
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
