import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import type { MobileReportRow } from '@headgate/contracts';
import { DataTable } from '@headgate/design-system';
import { pivotRows, type PivotRow } from './pivotRows';
import { HighlightedCell } from './HighlightedCell';
import { TRACKER_COLUMN, TRACKER_TABLE_SX } from './trackerTable';

/** A tracker table from row/column records: a name column, then a column per record column. */
export function PivotReportTable({
  label,
  records,
  nameHeader,
}: {
  label: string;
  records: readonly MobileReportRow[];
  nameHeader: string;
}) {
  const table = pivotRows(records);
  const columns: GridColDef<PivotRow>[] = [
    { ...TRACKER_COLUMN, field: 'name', headerName: nameHeader, flex: 1.2, minWidth: 72 },
    ...table.columns.map((column, index): GridColDef<PivotRow> => ({
      ...TRACKER_COLUMN,
      field: `c${index}`,
      headerName: column,
      flex: 1,
      minWidth: 56,
      align: 'right',
      headerAlign: 'right',
      valueGetter: (_value, row) => row.cells[index]?.text ?? '',
      renderCell: ({ row }) => <HighlightedCell cell={row.cells[index]} />,
    })),
  ];
  return (
    // Four figures and a name share a 360 px phone's width (72 + 4 × 56 px at least).
    <Box sx={TRACKER_TABLE_SX}>
      <DataTable<PivotRow>
        label={label}
        rows={table.rows}
        columns={columns}
        pageSize="reports"
        height="auto"
        footerOnlyWhenPaged
        wrapText
      />
    </Box>
  );
}
