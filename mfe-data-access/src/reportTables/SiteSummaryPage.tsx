import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { useEndpointQuery } from '@headgate/api-client';
import {
  reportTableEndpoints,
  SITE_SUMMARY_HEADINGS,
  type SiteSummaryRow,
} from '@headgate/contracts';
import { DataTable } from '@headgate/design-system';
import {
  DATE_FORMAT,
  districtToday,
  formatDenver,
  TIMESTAMP_FORMAT,
} from '@headgate/district-clock';
import { lookupColumn } from './lookupColumn';

const NO_ROWS: SiteSummaryRow[] = [];
const day = (value: string | null) => (value ? formatDenver(value, DATE_FORMAT) : '—');
const dayAndTime = (value: string | null) => (value ? formatDenver(value, TIMESTAMP_FORMAT) : '—');
const heading = SITE_SUMMARY_HEADINGS;

/** The site summary's columns (spec §2), with lookup filters on the descriptive ones. */
function siteSummaryColumns(rows: readonly SiteSummaryRow[]): GridColDef<SiteSummaryRow>[] {
  return [
    { field: 'is_alert', headerName: heading.is_alert, type: 'boolean', width: 80 },
    lookupColumn(rows, {
      field: 'facility_type_desc',
      headerName: heading.facility_type_desc,
      minWidth: 140,
    }),
    lookupColumn(rows, {
      field: 'facility_name',
      headerName: heading.facility_name,
      minWidth: 190,
    }),
    lookupColumn(rows, { field: 'parameter', headerName: heading.parameter, minWidth: 150 }),
    { field: 'location_name', headerName: heading.location_name, minWidth: 230, flex: 1 },
    { field: 'start_por', headerName: heading.start_por, minWidth: 120, valueFormatter: day },
    { field: 'end_por', headerName: heading.end_por, minWidth: 170, valueFormatter: dayAndTime },
    lookupColumn(rows, { field: 'county_name', headerName: heading.county_name, minWidth: 110 }),
    lookupColumn(rows, {
      field: 'waterbody_name',
      headerName: heading.waterbody_name,
      minWidth: 170,
    }),
    lookupColumn(rows, { field: 'huc12_name', headerName: heading.huc12_name, minWidth: 170 }),
  ];
}

/**
 * The Site Summary Table (spec §2): every United station's parameters with their period of
 * record and place, 60 rows a page, lookup filters, quick filter and CSV export.
 */
export function SiteSummaryPage() {
  const rows = useEndpointQuery(reportTableEndpoints.siteSummary, {});
  const data = rows.data ?? NO_ROWS;
  const columns = useMemo(() => siteSummaryColumns(data), [data]);
  return (
    <DataTable<SiteSummaryRow>
      label="Site summary"
      rows={data}
      getRowId={(row) => `${row.location_ndx}-${row.parameter_ndx}`}
      loading={rows.isPending}
      errorMessage={rows.error ? `Error fetching data: ${rows.error.message}` : null}
      pageSize="reports"
      height={640}
      exportFileName={`site-summary-${districtToday()}`}
      columns={columns}
    />
  );
}
