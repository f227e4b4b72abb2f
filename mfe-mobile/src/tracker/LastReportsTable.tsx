import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import {
  MOBILE_LEGEND,
  MOBILE_MISSING_DATA_HOURS,
  type MobileLastReportRow,
} from '@headgate/contracts';
import { DataTable } from '@headgate/design-system';
import { formatDenver, SHORT_TIMESTAMP_FORMAT } from '@headgate/district-clock';
import { HighlightedCell } from '../pivot/HighlightedCell';
import { TRACKER_COLUMN, TRACKER_TABLE_SX } from '../pivot/trackerTable';

const lastReportCell = (timestamp: string | null, now: number) => ({
  text: timestamp ? formatDenver(timestamp, SHORT_TIMESTAMP_FORMAT) : 'Never',
  highlight:
    !timestamp || now - Date.parse(timestamp) > MOBILE_MISSING_DATA_HOURS * 3_600_000
      ? MOBILE_LEGEND.missing.color
      : null,
});

/** Last Reports (oldest by Facility): each facility's stalest location, stalest first. */
export function LastReportsTable({
  rows,
  now,
}: {
  rows: readonly MobileLastReportRow[];
  now: number;
}) {
  const columns: GridColDef<MobileLastReportRow>[] = [
    { ...TRACKER_COLUMN, field: 'facility_name', headerName: 'Facility', flex: 1.4, minWidth: 110 },
    {
      ...TRACKER_COLUMN,
      field: 'last_report_timestamp',
      headerName: 'Last Report',
      flex: 1,
      minWidth: 96,
      renderCell: ({ row }) => (
        <HighlightedCell cell={lastReportCell(row.last_report_timestamp, now)} />
      ),
    },
    {
      ...TRACKER_COLUMN,
      field: 'locations_labels',
      headerName: 'Location',
      flex: 1,
      minWidth: 80,
      valueGetter: (value: string[]) => value.join(', '),
    },
  ];
  return (
    <Box sx={TRACKER_TABLE_SX}>
      <DataTable<MobileLastReportRow>
        label="Last reports, oldest by facility"
        rows={rows}
        columns={columns}
        getRowId={(row) => row.facility_ndx}
        pageSize="reports"
        height="auto"
        footerOnlyWhenPaged
        wrapText
      />
    </Box>
  );
}
