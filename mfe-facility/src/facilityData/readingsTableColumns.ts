import type { GridColDef } from '@mui/x-data-grid';
import {
  DRILL_DOWN_LOCATION_COLUMN_PREFIX,
  type DrillDownTableRow,
  type FacilityLocationItem,
} from '@headgate/contracts';
import { DATE_FORMAT, DATE_TIME_FORMAT, formatDenver } from '@headgate/district-clock';
import { parameterLabel } from '@headgate/contracts';

const value = (reading: number | null) =>
  reading === null || reading === undefined
    ? '—'
    : reading.toLocaleString('en-US', { maximumFractionDigits: 2 });

/**
 * Columns of a readings table (a row per timestamp and parameter): time on the district's
 * clock (the date alone for daily rows), parameter with its units, then a column per location.
 */
export function readingsTableColumns(
  locations: readonly FacilityLocationItem[],
  daily: boolean,
): GridColDef<DrillDownTableRow>[] {
  return [
    {
      field: 'collect_timestamp',
      headerName: 'Time (Denver)',
      minWidth: daily ? 110 : 170,
      valueFormatter: (timestamp: string) =>
        formatDenver(timestamp, daily ? DATE_FORMAT : DATE_TIME_FORMAT),
    },
    {
      field: 'parameter_name',
      headerName: 'Parameter',
      minWidth: 160,
      valueGetter: (_value, row) => parameterLabel(row.parameter_name, row.units),
    },
    ...locations.map((location): GridColDef<DrillDownTableRow> => ({
      field: `${DRILL_DOWN_LOCATION_COLUMN_PREFIX}${location.location_id}`,
      headerName: location.location_name,
      description: location.location_id,
      type: 'number',
      minWidth: 110,
      valueFormatter: value,
    })),
  ];
}

/** A readings row's id: its time and parameter. */
export const readingsRowId = (row: DrillDownTableRow) =>
  `${row.collect_timestamp}|${row.parameter_ndx}`;
