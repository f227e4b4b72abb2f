import type pg from 'pg';
import type { FacilityMonthlyRow, FacilityYtdRow } from '@headgate/contracts';
import type { LocalDay } from '../../../core/timeseries';
import { ACRE_FEET_PER_CFS_DAY } from './displayParameters';
import { PARAMETER_CODES } from '../../../core/timeseries';
import { FACILITY_SERIES_CTE } from './facilityLookup';
import {
  WATER_YEAR_FIRST_MONTH,
  waterYearOf,
  waterYearStart,
} from '../../../core/timeseries/waterYear';

/** The year-to-date widget compares the current water year with the four before it. */
export const YTD_WATER_YEARS = 5;

// Daily flow rows are keyed by the America/Denver day they were averaged over, so grouping by
// their date groups by local months. A daily mean in cfs held for one day is that many cfs-days.
const FLOW_DAYS_CTE = `
  ${FACILITY_SERIES_CTE},
  flow_days AS (
    SELECT s.location_ndx, s.location_id, s.legend_color, s.display_order, d.collect_date,
           d.result_value,
           extract(year FROM d.collect_date)::int AS calendar_year,
           extract(month FROM d.collect_date)::int AS calendar_month,
           extract(day FROM d.collect_date)::int AS day_of_month
      FROM facility_series s
      JOIN timeseries_daily d ON d.location_ndx = s.location_ndx AND d.parameter_ndx = s.parameter_ndx
     WHERE d.collect_date >= $3::date AND d.collect_date <= $4::date
  )`;

const VOLUME_AF = 'round((sum(result_value) * $5::float8)::numeric, 2)::float8';

const MONTHLY_SQL = `
  WITH ${FLOW_DAYS_CTE}
  SELECT calendar_month AS collect_month, calendar_year AS collect_year, ${VOLUME_AF} AS ytd_flow_af,
         location_ndx, 'af' AS unit_desc, legend_color AS graph_series_color, location_id
    FROM flow_days
   GROUP BY display_order, location_ndx, location_id, legend_color, calendar_year, calendar_month
   ORDER BY display_order, location_ndx, calendar_year, calendar_month`;

// A day's place in its water year as (month of the water year, day of month): comparing it with
// the as-of day's place keeps every earlier water year to the same stretch of the calendar,
// February 29 included.
const monthOfWaterYear = (month: string) => `((${month} + ${12 - WATER_YEAR_FIRST_MONTH}) % 12)`;

const YTD_SQL = `
  WITH ${FLOW_DAYS_CTE},
  water_year_days AS (
    SELECT *, calendar_year - CASE WHEN calendar_month < ${WATER_YEAR_FIRST_MONTH} THEN 1 ELSE 0 END
             AS water_year
      FROM flow_days
     WHERE (${monthOfWaterYear('calendar_month')}, day_of_month)
           <= (${monthOfWaterYear('$6::int')}, $7::int)
  )
  SELECT water_year AS year, $6::int AS collect_month,
         water_year + CASE WHEN $6::int < ${WATER_YEAR_FIRST_MONTH} THEN 1 ELSE 0 END AS collect_year,
         ${VOLUME_AF} AS ytd_flow_af, location_ndx, 'af' AS unit_desc,
         legend_color AS graph_series_color, location_id
    FROM water_year_days
   GROUP BY display_order, location_ndx, location_id, legend_color, water_year
   ORDER BY display_order, location_ndx, water_year`;

/** Acre-feet per local month at each of the facility's flow locations, April up to `asOf`. */
export async function monthlyVolumes(
  pool: pg.Pool,
  facilityNdx: number,
  asOf: LocalDay,
): Promise<FacilityMonthlyRow[]> {
  const { rows } = await pool.query<FacilityMonthlyRow>(MONTHLY_SQL, [
    facilityNdx,
    PARAMETER_CODES.flow,
    waterYearStart(waterYearOf(asOf)),
    asOf,
    ACRE_FEET_PER_CFS_DAY,
  ]);
  return rows;
}

/**
 * Acre-feet from April 1 to the month and day of `asOf`, for the current and the previous
 * water years, at each of the facility's flow locations. Years without readings are left out.
 */
export async function yearToDateVolumes(
  pool: pg.Pool,
  facilityNdx: number,
  asOf: LocalDay,
): Promise<FacilityYtdRow[]> {
  const [, month, day] = asOf.split('-').map(Number) as [number, number, number];
  const { rows } = await pool.query<FacilityYtdRow>(YTD_SQL, [
    facilityNdx,
    PARAMETER_CODES.flow,
    waterYearStart(waterYearOf(asOf) - (YTD_WATER_YEARS - 1)),
    asOf,
    ACRE_FEET_PER_CFS_DAY,
    month,
    day,
  ]);
  return rows;
}
