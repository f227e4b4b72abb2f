import type pg from 'pg';
import type { LocationFilter } from './latestValues';
import { DISTRICT_TIME_ZONE } from '@headgate/district-clock';
import { newestReadingSql, oldestReadingSql, readingTimeProbe } from './newestReading';
import { seriesListCte } from './seriesList';
import { assertNdxList } from './seriesWindow';

/** When a location last reported, and the span its stored data covers. */
export interface LocationReporting {
  locationNdx: number;
  /** The newest 15-minute reading of any of its parameters; null if it never reported one. */
  lastReport: Date | null;
  /**
   * First and last data over both the 15-minute and the daily table, a daily value counting from
   * the local midnight that starts its day; null when the location has no data at all.
   */
  periodOfRecord: { start: Date; end: Date } | null;
}

interface SummaryRow {
  locationNdx: number;
  lastReport: Date | null;
  recordStart: Date | null;
  recordEnd: Date | null;
}

const FIFTEEN_SERIES = readingTimeProbe('s');
const DAILY_SERIES = readingTimeProbe('s', 'timeseries_daily');

const REPORTING_SUMMARY_SQL = `
  WITH RECURSIVE
  ${seriesListCte('fifteen_series', 'timeseries_15min', '$1')},
  ${seriesListCte('daily_series', 'timeseries_daily', '$1')},
  fifteen AS (
    SELECT s.location_ndx, min(first_row.collect_timestamp) AS first_at,
           max(last_row.collect_timestamp) AS last_at
    FROM fifteen_series s
    CROSS JOIN LATERAL (${oldestReadingSql(FIFTEEN_SERIES)}) first_row
    CROSS JOIN LATERAL (${newestReadingSql(FIFTEEN_SERIES)}) last_row
    GROUP BY s.location_ndx
  ),
  daily AS (
    SELECT s.location_ndx,
           min(first_row.collect_date)::timestamp AT TIME ZONE '${DISTRICT_TIME_ZONE}' AS first_at,
           max(last_row.collect_date)::timestamp AT TIME ZONE '${DISTRICT_TIME_ZONE}' AS last_at
    FROM daily_series s
    CROSS JOIN LATERAL (${oldestReadingSql(DAILY_SERIES)}) first_row
    CROSS JOIN LATERAL (${newestReadingSql(DAILY_SERIES)}) last_row
    GROUP BY s.location_ndx
  )
  SELECT l.location_ndx AS "locationNdx", fifteen.last_at AS "lastReport",
         least(fifteen.first_at, daily.first_at) AS "recordStart",
         greatest(fifteen.last_at, daily.last_at) AS "recordEnd"
  FROM locations l
  LEFT JOIN fifteen ON fifteen.location_ndx = l.location_ndx
  LEFT JOIN daily ON daily.location_ndx = l.location_ndx
  WHERE $1::int[] IS NULL OR l.location_ndx = ANY($1::int[])
  ORDER BY l.location_ndx`;

/**
 * Per location (all, or those in `locationNdxs`), when it last reported a 15-minute reading and
 * the period of record over both reading tables, ordered by location. Locations without data are
 * listed with nulls, since "never reported" is itself worth showing. Throws a `RangeError` on a
 * non-integer id.
 */
export async function reportingSummary(
  pool: pg.Pool,
  filter: LocationFilter = {},
): Promise<LocationReporting[]> {
  assertNdxList('locationNdxs', filter.locationNdxs);
  const { rows } = await pool.query<SummaryRow>(REPORTING_SUMMARY_SQL, [
    filter.locationNdxs ?? null,
  ]);
  return rows.map((row) => ({
    locationNdx: row.locationNdx,
    lastReport: row.lastReport,
    periodOfRecord:
      row.recordStart && row.recordEnd ? { start: row.recordStart, end: row.recordEnd } : null,
  }));
}
