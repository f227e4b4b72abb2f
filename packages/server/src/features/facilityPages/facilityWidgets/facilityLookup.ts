import type pg from 'pg';
import { PARAMETER_CODES } from '../../../core/timeseries';

/** What the widgets need to know about a facility before reading its series. */
export interface DisplayFacility {
  facilityNdx: number;
  /** The parameter code of the series the "last few" widget shows. */
  primaryParameter: string;
}

/**
 * The facility, or null when there is none with this id.
 *
 * Primary series rule: a facility any of whose locations records flow (storage, recharge,
 * augmentation) is shown by its flow; one whose locations do not (a well field) by water level.
 */
export async function findDisplayFacility(
  pool: pg.Pool,
  facilityNdx: number,
): Promise<DisplayFacility | null> {
  const { rows } = await pool.query<{ has_flow: boolean }>(
    `SELECT EXISTS (
              SELECT 1 FROM facility_locations fl
                JOIN location_parameters lp USING (location_ndx)
                JOIN parameters p USING (parameter_ndx)
               WHERE fl.facility_ndx = f.facility_ndx AND p.parameter = $2) AS has_flow
       FROM facilities f
      WHERE f.facility_ndx = $1`,
    [facilityNdx, PARAMETER_CODES.flow],
  );
  const facility = rows[0];
  if (!facility) return null;
  return {
    facilityNdx,
    primaryParameter: facility.has_flow ? PARAMETER_CODES.flow : PARAMETER_CODES.waterLevel,
  };
}

/**
 * SQL for a CTE `facility_series` of the facility's locations (`$1`) that record the parameter
 * with code `$2`: location_ndx, location_id, legend_color, display_order, parameter_ndx,
 * unit_desc.
 */
export const FACILITY_SERIES_CTE = `
  facility_series AS (
    SELECT l.location_ndx, l.location_id, l.legend_color, l.display_order, p.parameter_ndx,
           u.unit_desc
      FROM facility_locations fl
      JOIN locations l USING (location_ndx)
      JOIN location_parameters lp USING (location_ndx)
      JOIN parameters p USING (parameter_ndx)
      JOIN units u USING (unit_ndx)
     WHERE fl.facility_ndx = $1 AND p.parameter = $2
  )`;
