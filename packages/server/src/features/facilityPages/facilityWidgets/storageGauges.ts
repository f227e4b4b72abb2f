import type pg from 'pg';
import type { FacilityPctFullRow } from '@headgate/contracts';
import { newestReadingSql, PARAMETER_CODES } from '../../../core/timeseries';

const LATEST = (code: string) => `
  CROSS JOIN LATERAL (${newestReadingSql({
    location: 'l.location_ndx',
    parameter: `(SELECT parameter_ndx FROM parameters WHERE parameter = '${code}')`,
    columns: ['result_value'],
  })})`;

// Only locations reporting both storage and percent full get a gauge: the capacity is not stored,
// it follows from the two.
const STORAGE_GAUGES_SQL = `
  SELECT l.location_id, pct.result_value AS pct_full, storage.result_value AS curr_af
    FROM facility_locations fl
    JOIN locations l USING (location_ndx)
    ${LATEST(PARAMETER_CODES.storage)} storage
    ${LATEST(PARAMETER_CODES.percentFull)} pct
   WHERE fl.facility_ndx = $1
   ORDER BY l.display_order, l.location_ndx`;

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The percent-full gauge of each of the facility's storage locations, from their latest readings. */
export async function storageGauges(
  pool: pg.Pool,
  facilityNdx: number,
): Promise<FacilityPctFullRow[]> {
  const { rows } = await pool.query<Omit<FacilityPctFullRow, 'remaining_af'>>(STORAGE_GAUGES_SQL, [
    facilityNdx,
  ]);
  return rows.map((row) => ({
    ...row,
    // An empty reservoir (0 %) says nothing about how much it holds.
    remaining_af:
      row.pct_full > 0 ? round2((row.curr_af * 100) / row.pct_full - row.curr_af) : null,
  }));
}
