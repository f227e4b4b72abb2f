import type pg from 'pg';
import type { MobileReportRow } from '@headgate/contracts';
import { latestValues, PARAMETER_CODES } from '../../core/timeseries';
import { trackerRecords, type TrackerColumn, type TrackerRow } from './trackerCells';

/** The facility type each of the tracker's overview tables covers. */
export const REPORT_FACILITY_TYPES = {
  storage: 'Storage',
  recharge: 'Recharge',
  augmentation: 'Augmentation',
  wells: 'Wells',
} as const;
export type FacilityTypeReport = keyof typeof REPORT_FACILITY_TYPES;

// A location under several facilities of the type is listed once, under the first by display order.
const ROWS_SQL = `
  SELECT location_ndx AS "locationNdx", label, facility_ndx AS "facilityNdx"
  FROM (
    SELECT DISTINCT ON (l.location_ndx) l.location_ndx, l.location_display_label AS label,
           f.facility_ndx, f.display_order AS facility_order, l.display_order AS location_order
    FROM facilities f
    JOIN facility_types ft USING (facility_type_ndx)
    JOIN facility_locations fl USING (facility_ndx)
    JOIN locations l USING (location_ndx)
    WHERE ft.facility_type_desc = $1
    ORDER BY l.location_ndx, f.display_order, f.facility_ndx
  ) firsts
  ORDER BY facility_order, facility_ndx, location_order, label`;

const COLLECTION_CODES: readonly string[] = [PARAMETER_CODES.flow, PARAMETER_CODES.pumpingRate];

/**
 * An overview table of the tracker (Storage, Recharge, Aug Flows, Wells overview): a row per
 * location of the type's facilities, a column per parameter they report (batteries have their
 * own table), each cell the series' newest reading by the legend's rules.
 */
export async function facilityTypeReport(
  pool: pg.Pool,
  report: FacilityTypeReport,
  now: Date,
): Promise<MobileReportRow[]> {
  const { rows } = await pool.query<TrackerRow>(ROWS_SQL, [REPORT_FACILITY_TYPES[report]]);
  if (rows.length === 0) return [];
  const readings = await latestValues(pool, { locationNdxs: rows.map((row) => row.locationNdx) });
  const { rows: parameters } = await pool.query<{
    parameter_ndx: number;
    parameter_name: string;
    parameter: string;
  }>(
    `SELECT parameter_ndx, parameter_name, parameter FROM parameters
     WHERE parameter_ndx = ANY($1) AND parameter <> $2
     ORDER BY parameter_group_ndx NULLS LAST, parameter_ndx`,
    [[...new Set(readings.map((r) => r.parameterNdx))], PARAMETER_CODES.battery],
  );
  const columns: TrackerColumn[] = parameters.map((p) => ({
    label: p.parameter_name,
    parameterNdx: p.parameter_ndx,
    measuresCollection: COLLECTION_CODES.includes(p.parameter),
  }));
  return trackerRecords(rows, columns, readings, now);
}
