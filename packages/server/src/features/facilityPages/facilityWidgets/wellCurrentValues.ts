import type pg from 'pg';
import {
  WELL_COLUMN_PREFIX,
  type WellCurrentValuesRow,
  type WellCurrentValuesTableRow,
} from '@headgate/contracts';
import { newestReadingSql, PARAMETER_CODES } from '../../../core/timeseries';

/** A well, for these widgets, is any location that records a pumping rate. */
export interface WellCurrentValues extends WellCurrentValuesRow {
  location_ndx: number;
}

const LATEST = (code: string) => `
  (${newestReadingSql({
    location: 'l.location_ndx',
    parameter: `(SELECT parameter_ndx FROM parameters WHERE parameter = '${code}')`,
    columns: ['result_value'],
  })})`;

const WELLS_SQL = `
  SELECT l.location_ndx, l.location_id,
         ${LATEST(PARAMETER_CODES.waterLevel)} AS current_level_ft,
         ${LATEST(PARAMETER_CODES.pumpingRate)} AS current_gpm
    FROM locations l
   WHERE EXISTS (SELECT 1 FROM location_parameters lp JOIN parameters p USING (parameter_ndx)
                  WHERE lp.location_ndx = l.location_ndx AND p.parameter = $1)
   ORDER BY l.display_order, l.location_ndx`;

/** Every well's latest water level and pumping rate, in display order. */
export async function wellCurrentValues(pool: pg.Pool): Promise<WellCurrentValues[]> {
  const { rows } = await pool.query<WellCurrentValues>(WELLS_SQL, [PARAMETER_CODES.pumpingRate]);
  return rows;
}

/** The wide table's rows: which value of a well each holds, under which label and unit. */
const TABLE_METRICS = [
  {
    metric: 'Water Level',
    unit: 'ft',
    value: (well: WellCurrentValuesRow) => well.current_level_ft,
  },
  { metric: 'Pumping Rate', unit: 'gpm', value: (well: WellCurrentValuesRow) => well.current_gpm },
] as const;

/** The same values turned sideways: a row per metric and a `location_id_<id>` column per well. */
export function wellCurrentValuesTable(wells: WellCurrentValues[]): WellCurrentValuesTableRow[] {
  return TABLE_METRICS.map(({ metric, unit, value }) => {
    const columns = Object.fromEntries(
      wells.map((well) => [`${WELL_COLUMN_PREFIX}${well.location_id}`, value(well)]),
    );
    return {
      ...columns,
      metric,
      location_ndx: null,
      location_id: null,
      unit_display_name: unit,
    } as WellCurrentValuesTableRow;
  });
}
