import type pg from 'pg';
import { DISTRICT_TIME_ZONE } from '@headgate/district-clock';
import { assertLocalDay, type LocalDay } from './localDay';
import { assertNdx } from './seriesWindow';

export type DailyStatistic = 'mean' | 'min' | 'max' | 'sum';

/** The days `[start, end)` of one series on the district's clock, and the statistic to take. */
export interface DailyAggregateQuery {
  locationNdx: number;
  parameterNdx: number;
  start: LocalDay;
  end: LocalDay;
  statistic: DailyStatistic;
}

/** One local day's statistic, and how many readings it was taken over. */
export interface DailyValue {
  day: LocalDay;
  value: number;
  count: number;
}

// Only these fixed SQL aggregates are ever spliced into the query text.
const AGGREGATES: Record<DailyStatistic, string> = {
  mean: 'avg',
  min: 'min',
  max: 'max',
  sum: 'sum',
};

function dailySql(aggregate: string): string {
  // The bounds are local midnights turned into instants, so the filter stays a primary key range
  // scan and a day is 92 or 100 readings long on daylight-saving change days, not 96.
  return `
    SELECT to_char(day, 'YYYY-MM-DD') AS "day", ${aggregate}(result_value) AS "value",
           count(*)::int AS "count"
    FROM (
      SELECT (collect_timestamp AT TIME ZONE '${DISTRICT_TIME_ZONE}')::date AS day, result_value
      FROM timeseries_15min
      WHERE location_ndx = $1 AND parameter_ndx = $2
        AND collect_timestamp >= ($3::date::timestamp AT TIME ZONE '${DISTRICT_TIME_ZONE}')
        AND collect_timestamp < ($4::date::timestamp AT TIME ZONE '${DISTRICT_TIME_ZONE}')
    ) AS readings
    GROUP BY day
    ORDER BY day`;
}

/**
 * Aggregates one series' 15-minute readings into one value per local day (midnight to midnight
 * in America/Denver) from day `start` (inclusive) to day `end` (exclusive). Days without readings
 * are left out. Throws a `RangeError` on bad ids, days or statistic.
 */
export async function dailyAggregate(
  pool: pg.Pool,
  query: DailyAggregateQuery,
): Promise<DailyValue[]> {
  assertNdx('locationNdx', query.locationNdx);
  assertNdx('parameterNdx', query.parameterNdx);
  assertLocalDay('start', query.start);
  assertLocalDay('end', query.end);
  if (query.start >= query.end) {
    throw new RangeError(`start (${query.start}) must be before end (${query.end})`);
  }
  if (!Object.hasOwn(AGGREGATES, query.statistic)) {
    throw new RangeError(
      `statistic must be one of ${Object.keys(AGGREGATES).join(', ')}, got ${String(query.statistic)}`,
    );
  }
  const { rows } = await pool.query<DailyValue>(dailySql(AGGREGATES[query.statistic]), [
    query.locationNdx,
    query.parameterNdx,
    query.start,
    query.end,
  ]);
  return rows;
}
