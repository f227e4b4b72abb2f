import type pg from 'pg';
import type { DrillDownParameter, FacilityLocationItem } from '@headgate/contracts';
import type { SeriesKey } from '../../../core/timeseries';

/**
 * The parameters recorded at the facility's locations (`location_parameters`), by parameter id:
 * the district numbers its main series (flow, then levels) first, so the drill-down's "first
 * parameter" default is the facility's main series rather than, say, its battery voltage.
 */
export async function facilityParameters(
  pool: pg.Pool,
  facilityNdx: number,
): Promise<DrillDownParameter[]> {
  const { rows } = await pool.query<DrillDownParameter>(
    `SELECT DISTINCT p.parameter_ndx, p.parameter_name, u.unit_desc AS units
       FROM facility_locations fl
       JOIN location_parameters lp USING (location_ndx)
       JOIN parameters p USING (parameter_ndx)
       JOIN units u USING (unit_ndx)
      WHERE fl.facility_ndx = $1
      ORDER BY p.parameter_ndx`,
    [facilityNdx],
  );
  return rows;
}

/** Every series of the facility: each of its locations with each parameter recorded there. */
export async function facilitySeries(pool: pg.Pool, facilityNdx: number): Promise<SeriesKey[]> {
  const { rows } = await pool.query<SeriesKey>(
    `SELECT fl.location_ndx AS "locationNdx", lp.parameter_ndx AS "parameterNdx"
       FROM facility_locations fl JOIN location_parameters lp USING (location_ndx)
      WHERE fl.facility_ndx = $1
      ORDER BY fl.location_ndx, lp.parameter_ndx`,
    [facilityNdx],
  );
  return rows;
}

/** The facility's locations that record the parameter, in display order (then name). */
export async function locationsRecording(
  pool: pg.Pool,
  facilityNdx: number,
  parameterNdx: number,
): Promise<FacilityLocationItem[]> {
  const { rows } = await pool.query<FacilityLocationItem>(
    `SELECT l.location_ndx, l.location_id, l.location_name, l.legend_color
       FROM facility_locations fl
       JOIN locations l USING (location_ndx)
       JOIN location_parameters lp USING (location_ndx)
      WHERE fl.facility_ndx = $1 AND lp.parameter_ndx = $2
      ORDER BY l.display_order, l.location_name, l.location_ndx`,
    [facilityNdx, parameterNdx],
  );
  return rows;
}
