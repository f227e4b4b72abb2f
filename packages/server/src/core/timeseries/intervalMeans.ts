import type pg from 'pg';
import { DISTRICT_TIME_ZONE } from '@headgate/district-clock';
import { assertNdx, assertSeriesWindow, type Reading } from './seriesWindow';

/** How finely a window is read: as stored, or the mean of each hour or local day. */
export const READING_INTERVALS = ['15min', 'hourly', 'daily'] as const;
export type ReadingInterval = (typeof READING_INTERVALS)[number];

/** One series: a location's parameter. */
export interface SeriesKey {
  locationNdx: number;
  parameterNdx: number;
}

/** Several series over the window `[start, end)`, read at one interval. */
export interface IntervalQuery {
  series: readonly SeriesKey[];
  start: Date;
  end: Date;
  interval: ReadingInterval;
}

/** A reading (or an interval's mean, stamped with the interval's start) of one series. */
export interface SeriesReading extends Reading {
  locationNdx: number;
  parameterNdx: number;
}

const TZ = `'${DISTRICT_TIME_ZONE}'`;
const SERIES = 'unnest($1::int[], $2::int[]) AS s(location_ndx, parameter_ndx)';
const COLUMNS = 'location_ndx AS "locationNdx", parameter_ndx AS "parameterNdx"';
const ORDER = 'ORDER BY "collectTimestamp", "locationNdx", "parameterNdx"';

// Readings as stored; the time filter stays a primary-key range scan per series.
const FIFTEEN_MINUTE_SQL = `
  SELECT r.${COLUMNS}, r.collect_timestamp AS "collectTimestamp", r.result_value AS "value"
  FROM ${SERIES}
  JOIN timeseries_15min r USING (location_ndx, parameter_ndx)
  WHERE r.collect_timestamp >= $3 AND r.collect_timestamp < $4
  ${ORDER}`;

// Every hour the window touches, whole. Denver's offsets are whole hours, so each UTC hour is one
// local hour; the repeated 1 a.m. when daylight saving ends stays two hours, not one of eight
// readings. Truncating in UTC keeps the answer independent of the session's TimeZone.
const UTC_HOUR = (instant: string) =>
  `(date_trunc('hour', ${instant} AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')`;
const HOURLY_SQL = `
  SELECT ${COLUMNS}, hour AS "collectTimestamp", avg(result_value) AS "value"
  FROM (
    SELECT r.location_ndx, r.parameter_ndx, r.result_value, ${UTC_HOUR('r.collect_timestamp')} AS hour
    FROM ${SERIES}
    JOIN timeseries_15min r USING (location_ndx, parameter_ndx)
    WHERE r.collect_timestamp >= ${UTC_HOUR('$3::timestamptz')}
      AND r.collect_timestamp < ${UTC_HOUR("($4::timestamptz - interval '1 microsecond')")} + interval '1 hour'
  ) AS readings
  GROUP BY location_ndx, parameter_ndx, hour
  ${ORDER}`;

// Every local day the window touches, whole: from the local midnight that starts the first day to
// the one that ends the last, so a day is 92 or 100 readings long at the daylight-saving changes.
// A day with 15-minute readings is their mean; a day without any falls back to the stored daily
// value, so long windows reach back past the 15-minute record.
const FIRST_DAY = `(($3::timestamptz AT TIME ZONE ${TZ})::date)`;
const LAST_DAY = `((($4::timestamptz - interval '1 microsecond') AT TIME ZONE ${TZ})::date)`;
const DAILY_SQL = `
  WITH fifteen AS (
    SELECT r.location_ndx, r.parameter_ndx, (r.collect_timestamp AT TIME ZONE ${TZ})::date AS day,
           avg(r.result_value) AS value
    FROM ${SERIES}
    JOIN timeseries_15min r USING (location_ndx, parameter_ndx)
    WHERE r.collect_timestamp >= (${FIRST_DAY}::timestamp AT TIME ZONE ${TZ})
      AND r.collect_timestamp < ((${LAST_DAY} + 1)::timestamp AT TIME ZONE ${TZ})
    GROUP BY 1, 2, 3
  ), stored AS (
    SELECT d.location_ndx, d.parameter_ndx, d.collect_date AS day, d.result_value AS value
    FROM ${SERIES}
    JOIN timeseries_daily d USING (location_ndx, parameter_ndx)
    WHERE d.collect_date >= ${FIRST_DAY} AND d.collect_date <= ${LAST_DAY}
      AND NOT EXISTS (
        SELECT 1 FROM fifteen f
        WHERE f.location_ndx = d.location_ndx AND f.parameter_ndx = d.parameter_ndx
          AND f.day = d.collect_date)
  )
  SELECT ${COLUMNS}, day::timestamp AT TIME ZONE ${TZ} AS "collectTimestamp", value AS "value"
  FROM (SELECT * FROM fifteen UNION ALL SELECT * FROM stored) AS days
  ${ORDER}`;

const INTERVAL_SQL: Record<ReadingInterval, string> = {
  '15min': FIFTEEN_MINUTE_SQL,
  hourly: HOURLY_SQL,
  daily: DAILY_SQL,
};

/**
 * Reads several series over `[start, end)` at one interval, oldest first (then by location and
 * parameter): `15min` the readings as stored; `hourly` the mean of every hour the window touches,
 * stamped with the hour's start; `daily` the mean of every local day (America/Denver, midnight
 * to midnight, 23 or 25 hours at the daylight-saving changes) the window touches, stamped with
 * its local midnight, or the stored daily value on a day without 15-minute readings. Intervals
 * without data are left out. Throws a `RangeError` on a malformed window, id or interval.
 */
export async function readIntervalMeans(
  pool: pg.Pool,
  query: IntervalQuery,
): Promise<SeriesReading[]> {
  if (!Object.hasOwn(INTERVAL_SQL, query.interval)) {
    throw new RangeError(
      `interval must be one of ${READING_INTERVALS.join(', ')}, got ${String(query.interval)}`,
    );
  }
  if (!Array.isArray(query.series)) throw new RangeError('series must be an array');
  // The window check wants one series; any valid id stands in when the list is empty.
  assertSeriesWindow({ locationNdx: 0, parameterNdx: 0, start: query.start, end: query.end });
  query.series.forEach((series, index) => {
    assertNdx(`series[${index}].locationNdx`, series.locationNdx);
    assertNdx(`series[${index}].parameterNdx`, series.parameterNdx);
  });
  if (query.series.length === 0) return [];
  const { rows } = await pool.query<SeriesReading>(INTERVAL_SQL[query.interval], [
    query.series.map((series) => series.locationNdx),
    query.series.map((series) => series.parameterNdx),
    query.start,
    query.end,
  ]);
  return rows;
}
