import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import type { MobileReportRow } from '@headgate/contracts';
import { DataTable } from '@headgate/design-system';
import { pivotRows, type PivotRow } from './pivotRows';
import { HighlightedCell } from './HighlightedCell';

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
    { field: 'name', headerName: nameHeader, flex: 1, minWidth: 64, sortable: false },
    ...table.columns.map((column, index): GridColDef<PivotRow> => ({
      field: `c${index}`,
      headerName: column,
      flex: 1,
      minWidth: 56,
      sortable: false,
      align: 'right',
      headerAlign: 'right',
      valueGetter: (_value, row) => row.cells[index]?.text ?? '',
      renderCell: ({ row }) => <HighlightedCell cell={row.cells[index]} />,
    })),
  ];
  return (
    // Narrow cells: four figures and a name share a 360 px phone's width (64 + 4 × 56 px).
    <Box
      sx={{
        '& .MuiDataGrid-cell, & .MuiDataGrid-columnHeader': { px: 0.75, fontSize: '0.8125rem' },
      }}
    >
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
