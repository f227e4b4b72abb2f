import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridRowIdGetter,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { NO_DATA_TEXT, gridPageSizes, type TablePageSize } from './dataGridSettings';
import { RefreshBar } from './RefreshBar';

/** The props of the product's table (see `DataTable`). */
export interface DataTableProps<Row extends GridValidRowModel> {
  /** What screen readers call the table. */
  label: string;
  rows: readonly Row[];
  columns: readonly GridColDef<Row>[];
  getRowId?: GridRowIdGetter<Row>;
  loading?: boolean;
  /** A readable message when the rows could not be fetched; shown instead of the table. */
  errorMessage?: string | null;
  /** The page sizes of spec §9 for this kind of table; generic by default. */
  pageSize?: TablePageSize;
  /** Height of the table in pixels, and it scrolls inside; or 'auto' to fit its rows. */
  height?: number | 'auto';
  /** What the table says when there are no rows; 'No Data Available' by default. */
  emptyText?: string;
  onRowClick?: (row: Row) => void;
  /**
   * No footer while everything fits on one page and there is no size to choose (phones: the
   * footer would be a row count and two dead buttons).
   */
  footerOnlyWhenPaged?: boolean;
  /** Rows and headers grow to show long text in full (notes, narrow screens) instead of cutting it off. */
  wrapText?: boolean;
  /** A toolbar with the quick filter and CSV export; the file is named `exportFileName`. */
  exportFileName?: string;
}

/** The MUI X DataGrid as every area sets it up: compact rows, spec page sizes, our texts. */
export default function DataTableGrid<Row extends GridValidRowModel>({
  label,
  rows,
  columns,
  getRowId,
  loading = false,
  errorMessage = null,
  pageSize = 'generic',
  height = 420,
  emptyText = NO_DATA_TEXT,
  onRowClick,
  wrapText = false,
  footerOnlyWhenPaged = false,
  exportFileName,
}: DataTableProps<Row>) {
  if (errorMessage) return <Alert severity="error">{errorMessage}</Alert>;
  const sizes = gridPageSizes(pageSize);
  return (
    <Box sx={{ height: height === 'auto' ? undefined : height, width: '100%' }}>
      <DataGrid
        autoHeight={height === 'auto'}
        aria-label={label}
        rows={rows}
        columns={columns}
        getRowId={getRowId}
        loading={loading}
        density="compact"
        disableRowSelectionOnClick
        // Column filters otherwise compile with new Function, which the site's CSP refuses.
        disableEval
        pageSizeOptions={sizes.options}
        hideFooter={
          footerOnlyWhenPaged && sizes.options.length === 1 && rows.length <= sizes.initial
        }
        initialState={{ pagination: { paginationModel: { pageSize: sizes.initial, page: 0 } } }}
        localeText={{ noRowsLabel: emptyText }}
        onRowClick={onRowClick ? (params) => onRowClick(params.row) : undefined}
        showToolbar={exportFileName !== undefined}
        slots={{ baseLinearProgress: RefreshBar }}
        slotProps={{
          toolbar: {
            csvOptions: { fileName: exportFileName },
            printOptions: { disableToolbarButton: true },
          },
        }}
        getRowHeight={wrapText ? () => 'auto' : undefined}
        columnHeaderHeight={wrapText ? 64 : undefined}
        sx={{
          ...(onRowClick ? { '& .MuiDataGrid-row': { cursor: 'pointer' } } : {}),
          ...(wrapText
            ? {
                '& .MuiDataGrid-cell': { whiteSpace: 'normal', py: 0.75 },
                '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.2 },
              }
            : {}),
        }}
      />
    </Box>
  );
}
