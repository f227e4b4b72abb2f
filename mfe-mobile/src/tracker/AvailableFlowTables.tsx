import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { KeptQueryResult } from '@headgate/api-client';
import type { MobileAvailableFlowRow } from '@headgate/contracts';
import { DataState, DataTable } from '@headgate/design-system';
import { TRACKER_COLUMN, TRACKER_TABLE_SX } from '../pivot/trackerTable';

const cfs = (value: number | null) =>
  value === null ? 'Unknown' : `${value.toLocaleString('en-US')} cfs`;

/**
 * Avail Flow Calculation Formulas and Notes: each storage site's available flow and how (the
 * formulas' answer, `rows`), then why (the notes' own answer, kept and shown on its own).
 */
export function AvailableFlowTables({
  rows,
  notes,
}: {
  rows: readonly MobileAvailableFlowRow[];
  notes: KeptQueryResult<MobileAvailableFlowRow[]>;
}) {
  const site = {
    ...TRACKER_COLUMN,
    field: 'storage_site',
    headerName: 'Storage Site',
    flex: 1.2,
    minWidth: 110,
  } as const;
  // Both tables: one row per storage site, wrapped text, the tracker's page size.
  const siteTable = {
    wrapText: true,
    getRowId: (row: MobileAvailableFlowRow) => row.facility_ndx,
    pageSize: 'reports',
    height: 'auto',
    footerOnlyWhenPaged: true,
  } as const;
  return (
    <Stack spacing={1.5} sx={TRACKER_TABLE_SX}>
      <Typography variant="subtitle2" component="h3">
        Formulas
      </Typography>
      <DataTable<MobileAvailableFlowRow>
        label="Available flow calculation formulas"
        rows={rows}
        {...siteTable}
        columns={[
          site,
          {
            ...TRACKER_COLUMN,
            field: 'most_recent_value_cfs',
            headerName: 'Available',
            flex: 0.9,
            minWidth: 80,
            align: 'right',
            headerAlign: 'right',
            valueFormatter: cfs,
          },
          {
            ...TRACKER_COLUMN,
            field: 'flow_calc_formula',
            headerName: 'Formula',
            flex: 1.2,
            minWidth: 100,
          },
        ]}
      />
      <Typography variant="subtitle2" component="h3">
        Notes
      </Typography>
      <DataState
        label="Notes"
        loading={notes.isPending}
        error={notes.data === undefined ? notes.error : null}
        errorText="Error fetching the notes: "
        empty={notes.data === undefined || notes.data.length === 0}
        emptyText={notes.data === undefined ? 'No notes kept on this device yet.' : undefined}
      >
        {notes.data ? (
          <DataTable<MobileAvailableFlowRow>
            label="Available flow calculation notes"
            rows={notes.data}
            {...siteTable}
            columns={[
              site,
              {
                ...TRACKER_COLUMN,
                field: 'flow_calc_notes',
                headerName: 'Notes',
                flex: 2,
                minWidth: 160,
              },
            ]}
          />
        ) : null}
      </DataState>
    </Stack>
  );
}
