import type pg from 'pg';
import type { MapFilters } from '@headgate/contracts';
import { REPORTING_STATES } from './reportingStatus';

/** The options of the map's reporting-status and location-type filters. */
export async function mapFilters(pool: pg.Pool): Promise<MapFilters> {
  const { rows } = await pool.query<{ location_type_desc: string }>(
    `SELECT DISTINCT t.location_type_desc FROM location_types t
       JOIN locations l USING (location_type_ndx) ORDER BY t.location_type_desc`,
  );
  return {
    reportingStatus: REPORTING_STATES.map((state) => ({ value: state, display: state })),
    locationTypes: rows.map((row) => ({
      value: row.location_type_desc,
      display: row.location_type_desc,
    })),
  };
}
