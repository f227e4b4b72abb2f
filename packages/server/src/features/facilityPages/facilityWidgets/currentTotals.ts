import type pg from 'pg';
import type { CurrentTotalRow } from '@headgate/contracts';
import { newestReadingSql, PARAMETER_CODES } from '../../../core/timeseries';

/** The facility type whose locations' flow counts as recharge. */
export const RECHARGE_FACILITY_TYPE = 'Recharge';

// The latest reading of every series of the three summed parameters, then one sum per figure.
const CURRENT_TOTALS_SQL = `
  WITH latest AS (
    SELECT lp.location_ndx, p.parameter, r.result_value
      FROM location_parameters lp
      JOIN parameters p USING (parameter_ndx)
     CROSS JOIN LATERAL (${newestReadingSql({
       location: 'lp.location_ndx',
       parameter: 'lp.parameter_ndx',
       columns: ['result_value'],
     })}) r
     WHERE p.parameter IN ($1, $2, $3)
  )
  SELECT
    (SELECT coalesce(sum(result_value), 0) FROM latest WHERE parameter = $1) AS pumping_gpm,
    (SELECT coalesce(sum(result_value), 0) FROM latest WHERE parameter = $2) AS storage_af,
    (SELECT coalesce(sum(result_value), 0) FROM latest
      WHERE parameter = $3
        AND location_ndx IN (SELECT fl.location_ndx FROM facility_locations fl
                               JOIN facilities f USING (facility_ndx)
                               JOIN facility_types ft USING (facility_type_ndx)
                              WHERE ft.facility_type_desc = $4)) AS recharge_cfs`;

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** District-wide current figures: wells' pumping, storage held, and flow into recharge. */
export async function currentTotals(pool: pg.Pool): Promise<CurrentTotalRow[]> {
  const { rows } = await pool.query<{
    pumping_gpm: number;
    storage_af: number;
    recharge_cfs: number;
  }>(CURRENT_TOTALS_SQL, [
    PARAMETER_CODES.pumpingRate,
    PARAMETER_CODES.storage,
    PARAMETER_CODES.flow,
    RECHARGE_FACILITY_TYPE,
  ]);
  const totals = rows[0]!;
  return [
    { metric: 'Total Pumping Rate (gpm)', value: round2(totals.pumping_gpm) },
    { metric: 'Total Storage (af)', value: round2(totals.storage_af) },
    { metric: 'Total Recharge Flow (cfs)', value: round2(totals.recharge_cfs) },
  ];
}
