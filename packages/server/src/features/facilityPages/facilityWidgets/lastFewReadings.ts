import type pg from 'pg';
import type { FacilityLastFewRow } from '@headgate/contracts';
import { newestReadingSql } from '../../../core/timeseries';
import { FACILITY_SERIES_CTE, type DisplayFacility } from './facilityLookup';

/** Three hours of 15-minute readings: enough for the widget's small table and sparkline. */
export const LAST_FEW_READINGS = 12;

const LAST_FEW_SQL = `
  WITH ${FACILITY_SERIES_CTE}
  SELECT r.collect_timestamp, r.result_value, s.location_ndx, s.unit_desc,
         s.legend_color AS graph_series_color, s.location_id
    FROM facility_series s
   CROSS JOIN LATERAL (${newestReadingSql({
     location: 's.location_ndx',
     parameter: 's.parameter_ndx',
     columns: ['collect_timestamp', 'result_value'],
     count: '$3',
   })}) r
   ORDER BY s.display_order, s.location_ndx, r.collect_timestamp DESC`;

/** The newest readings of the facility's primary series, per location, newest first. */
export async function lastFewReadings(
  pool: pg.Pool,
  facility: DisplayFacility,
): Promise<FacilityLastFewRow[]> {
  const { rows } = await pool.query<
    Omit<FacilityLastFewRow, 'collect_timestamp'> & { collect_timestamp: Date }
  >(LAST_FEW_SQL, [facility.facilityNdx, facility.primaryParameter, LAST_FEW_READINGS]);
  return rows.map((row) => ({ ...row, collect_timestamp: row.collect_timestamp.toISOString() }));
}
