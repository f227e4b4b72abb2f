import { TZDate } from '@date-fns/tz';
import type pg from 'pg';
import type { CalendarDay, ComparisonSeries } from '@headgate/contracts';
import { DISTRICT_TIME_ZONE } from '@headgate/district-clock';
import { readIntervalDownsampled } from '../../../core/timeseries';

/** The most points one location's line carries; longer ones are reduced, peaks kept. */
export const COMPARISON_MAX_POINTS = 2000;

/** The instant a Denver day starts. */
function dayStart(day: CalendarDay): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date, DISTRICT_TIME_ZONE).getTime());
}

/** The next calendar day. */
function nextDay(day: CalendarDay): CalendarDay {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

interface SeriesLocation {
  location_ndx: number;
  location_name: string;
  legend_color: string;
  is_public: boolean;
}

/**
 * One comparison axis: a line per location recording the parameter, daily means ('daily') or
 * 15-minute readings ('raw'), from the start day's Denver midnight to the end of the end day.
 * Null when the parameter does not exist; 'restricted' when a location is not public and the
 * caller is anonymous. Locations that do not record the parameter are left out.
 */
export async function comparisonSeries(
  pool: pg.Pool,
  query: {
    endpoint: 'daily' | 'raw';
    parameter: number;
    locations: readonly number[];
    startDate: CalendarDay;
    endDate: CalendarDay;
    signedIn: boolean;
  },
): Promise<ComparisonSeries[] | null | 'restricted'> {
  const { rows: parameters } = await pool.query<{ parameter_name: string; units: string }>(
    `SELECT p.parameter_name, u.unit_desc AS units FROM parameters p JOIN units u USING (unit_ndx)
      WHERE p.parameter_ndx = $1`,
    [query.parameter],
  );
  const parameter = parameters[0];
  if (!parameter) return null;
  const { rows: locations } = await pool.query<SeriesLocation>(
    `SELECT l.location_ndx, l.location_name, l.legend_color, l.is_public
       FROM locations l JOIN location_parameters lp USING (location_ndx)
      WHERE l.location_ndx = ANY($1::int[]) AND lp.parameter_ndx = $2
      ORDER BY array_position($1::int[], l.location_ndx)`,
    [query.locations, query.parameter],
  );
  if (!query.signedIn && locations.some((location) => !location.is_public)) return 'restricted';
  const start = dayStart(query.startDate);
  const end = dayStart(nextDay(query.endDate));
  const series: ComparisonSeries[] = [];
  for (const location of locations) {
    const readings = await readIntervalDownsampled(pool, {
      locationNdx: location.location_ndx,
      parameterNdx: query.parameter,
      start,
      end,
      interval: query.endpoint === 'daily' ? 'daily' : '15min',
      maxPoints: COMPARISON_MAX_POINTS,
    });
    series.push({
      location_ndx: location.location_ndx,
      location_name: location.location_name,
      parameter_name: parameter.parameter_name,
      units: parameter.units,
      legend_color: location.legend_color,
      points: readings.map((reading) => [reading.collectTimestamp.getTime(), reading.value]),
    });
  }
  return series;
}
