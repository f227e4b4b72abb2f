import type pg from 'pg';
import type { DashboardParameter, DashboardReading } from '@headgate/contracts';
import { readingsAsOf } from '../../../core/timeseries';

const HOUR_MS = 3_600_000;

/**
 * The parameters the dashboard offers: those recorded at a location the caller may see (public
 * locations for anonymous visitors), by id.
 */
export async function dashboardParameters(
  pool: pg.Pool,
  signedIn: boolean,
): Promise<DashboardParameter[]> {
  const { rows } = await pool.query<DashboardParameter>(
    `SELECT DISTINCT p.parameter_ndx, p.parameter_name
       FROM location_parameters lp
       JOIN parameters p USING (parameter_ndx)
       JOIN locations l USING (location_ndx)
      WHERE $1 OR l.is_public
      ORDER BY p.parameter_ndx`,
    [signedIn],
  );
  return rows;
}

/**
 * Each visible location's latest reading of the parameter as of `hours` ago (0: the last
 * report), labelled and coloured by its location, by label.
 */
export async function dashboardReadings(
  pool: pg.Pool,
  {
    parameterNdx,
    hours,
    signedIn,
    now,
  }: {
    parameterNdx: number;
    hours: number;
    signedIn: boolean;
    now: Date;
  },
): Promise<DashboardReading[] | null> {
  const { rows: parameters } = await pool.query<{ parameter_name: string; unit_desc: string }>(
    `SELECT p.parameter_name, u.unit_desc FROM parameters p JOIN units u USING (unit_ndx)
      WHERE p.parameter_ndx = $1`,
    [parameterNdx],
  );
  const parameter = parameters[0];
  if (!parameter) return null;
  const { rows: locations } = await pool.query<{
    location_ndx: number;
    location_display_label: string;
    legend_color: string;
  }>(
    `SELECT l.location_ndx, l.location_display_label, l.legend_color
       FROM location_parameters lp JOIN locations l USING (location_ndx)
      WHERE lp.parameter_ndx = $1 AND ($2 OR l.is_public)`,
    [parameterNdx, signedIn],
  );
  const locationOf = new Map(locations.map((location) => [location.location_ndx, location]));
  const readings = await readingsAsOf(
    pool,
    parameterNdx,
    new Date(now.getTime() - hours * HOUR_MS),
    [...locationOf.keys()],
  );
  const { rows: sources } = await pool.query<{ datasrc_ndx: number; data_source: string }>(
    'SELECT datasrc_ndx, data_source FROM data_sources',
  );
  const sourceOf = new Map(sources.map((source) => [source.datasrc_ndx, source.data_source]));
  return readings
    .map((reading) => {
      const location = locationOf.get(reading.locationNdx)!;
      return {
        location_label: location.location_display_label,
        parameter_name: parameter.parameter_name,
        unit_name: parameter.unit_desc,
        collect_timestamp: reading.collectTimestamp.toISOString(),
        data_value: reading.value,
        datasrc_name:
          reading.datasrcNdx === null ? null : (sourceOf.get(reading.datasrcNdx) ?? null),
        bar_color: location.legend_color,
      };
    })
    .sort((a, b) => a.location_label.localeCompare(b.location_label));
}
