import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MobileAvailableFlowRow } from '@headgate/contracts';
import { DataTable } from '@headgate/design-system';

const cfs = (value: number | null) =>
  value === null ? 'Unknown' : `${value.toLocaleString('en-US')} cfs`;

/** Avail Flow Calculation Formulas and Notes: each storage site's available flow, how, and why. */
export function AvailableFlowTables({ rows }: { rows: readonly MobileAvailableFlowRow[] }) {
  const site = {
    field: 'storage_site',
    headerName: 'Storage Site',
    flex: 1.2,
    minWidth: 110,
    sortable: false,
  } as const;
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2" component="h3">
        Formulas
      </Typography>
      <DataTable<MobileAvailableFlowRow>
        label="Available flow calculation formulas"
        rows={rows}
        wrapText
        getRowId={(row) => row.facility_ndx}
        pageSize="reports"
        height="auto"
        footerOnlyWhenPaged
        columns={[
          site,
          {
            field: 'most_recent_value_cfs',
            headerName: 'Available',
            flex: 0.9,
            minWidth: 80,
            sortable: false,
            align: 'right',
            headerAlign: 'right',
            valueFormatter: cfs,
          },
          {
            field: 'flow_calc_formula',
            headerName: 'Formula',
            flex: 1.2,
            minWidth: 100,
            sortable: false,
          },
        ]}
      />
      <Typography variant="subtitle2" component="h3">
        Notes
      </Typography>
      <DataTable<MobileAvailableFlowRow>
        label="Available flow calculation notes"
        rows={rows}
        wrapText
        getRowId={(row) => row.facility_ndx}
        pageSize="reports"
        height="auto"
        footerOnlyWhenPaged
        columns={[
          site,
          {
            field: 'flow_calc_notes',
            headerName: 'Notes',
            flex: 2,
            minWidth: 160,
            sortable: false,
          },
        ]}
      />
    </Stack>
  );
}
