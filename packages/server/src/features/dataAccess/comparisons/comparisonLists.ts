import type pg from 'pg';
import type {
  ComparisonFacility,
  ComparisonLocation,
  ComparisonParameter,
} from '@headgate/contracts';

/**
 * The facilities with a station the caller may compare (a public one for anonymous visitors,
 * recording a parameter), with their type, for the comparison's facility filter: a facility
 * whose stations are all hidden from the caller would only empty the pickers.
 */
export async function comparisonFacilities(
  pool: pg.Pool,
  { signedIn }: { signedIn: boolean },
): Promise<ComparisonFacility[]> {
  const { rows } = await pool.query<ComparisonFacility>(
    `SELECT f.facility_ndx, f.facility_name, ft.facility_type_desc
       FROM facilities f JOIN facility_types ft USING (facility_type_ndx)
      WHERE EXISTS (
        SELECT 1 FROM facility_locations fl
          JOIN locations l USING (location_ndx)
         WHERE fl.facility_ndx = f.facility_ndx AND ($1 OR l.is_public)
           AND EXISTS (SELECT 1 FROM location_parameters lp WHERE lp.location_ndx = l.location_ndx))
      ORDER BY f.facility_type_ndx, f.display_order, f.facility_name`,
    [signedIn],
  );
  return rows;
}

/** The parameters recorded at locations the caller may see, of the facilities when given. */
export async function comparisonParameters(
  pool: pg.Pool,
  { signedIn, facilities }: { signedIn: boolean; facilities?: readonly number[] },
): Promise<ComparisonParameter[]> {
  const { rows } = await pool.query<ComparisonParameter>(
    `SELECT DISTINCT p.parameter_ndx, p.parameter_name, u.unit_desc AS units
       FROM location_parameters lp
       JOIN locations l USING (location_ndx)
       JOIN parameters p USING (parameter_ndx)
       JOIN units u USING (unit_ndx)
      WHERE ($1 OR l.is_public)
        AND ($2::int[] IS NULL OR EXISTS (
          SELECT 1 FROM facility_locations fl
           WHERE fl.location_ndx = l.location_ndx AND fl.facility_ndx = ANY($2::int[])))
      ORDER BY p.parameter_ndx`,
    [signedIn, facilities ?? null],
  );
  return rows;
}

/**
 * The locations the caller may see (public ones for anonymous visitors) with their parameters,
 * facilities and coordinates; only those recording `parameter` and in `facilities` when given.
 */
export async function comparisonLocations(
  pool: pg.Pool,
  {
    signedIn,
    facilities,
    parameter,
  }: { signedIn: boolean; facilities?: readonly number[]; parameter?: number },
): Promise<ComparisonLocation[]> {
  const { rows } = await pool.query<ComparisonLocation>(
    `SELECT l.location_ndx, l.location_name, l.location_id, l.legend_color, l.latitude, l.longitude,
            COALESCE((SELECT array_agg(fl.facility_ndx ORDER BY fl.facility_ndx)
                        FROM facility_locations fl WHERE fl.location_ndx = l.location_ndx), '{}')
              AS facility_ndx_array,
            (SELECT array_agg(lp.parameter_ndx ORDER BY lp.parameter_ndx)
               FROM location_parameters lp WHERE lp.location_ndx = l.location_ndx)
              AS parameter_ndx_array
       FROM locations l
      WHERE ($1 OR l.is_public)
        AND EXISTS (SELECT 1 FROM location_parameters lp WHERE lp.location_ndx = l.location_ndx
                      AND ($3::int IS NULL OR lp.parameter_ndx = $3::int))
        AND ($2::int[] IS NULL OR EXISTS (
          SELECT 1 FROM facility_locations fl
           WHERE fl.location_ndx = l.location_ndx AND fl.facility_ndx = ANY($2::int[])))
      ORDER BY l.display_order, l.location_name`,
    [signedIn, facilities ?? null, parameter ?? null],
  );
  return rows;
}
