import { useEndpointQuery } from '@headgate/api-client';
import {
  BATTERY_STATS_HEADINGS,
  reportTableEndpoints,
  type BatteryStatsRow,
} from '@headgate/contracts';
import { DataTable } from '@headgate/design-system';
import { districtToday, formatDenver, TIMESTAMP_FORMAT } from '@headgate/district-clock';

const volts = (value: number | null) => (value === null ? '—' : `${value.toFixed(2)} V`);

/**
 * Batteries Status Last 7 Days Stats (spec §2): each location's lowest, highest and latest
 * battery voltage of the last 7 days, 60 rows a page, with quick filter and CSV export.
 */
export function BatteriesStatusPage() {
  const rows = useEndpointQuery(reportTableEndpoints.batteryStats, {});
  return (
    <DataTable<BatteryStatsRow>
      label="Batteries status, last 7 days"
      rows={rows.data ?? []}
      getRowId={(row) => row.location_ndx}
      loading={rows.isPending}
      errorMessage={rows.error ? `Error fetching data: ${rows.error.message}` : null}
      pageSize="reports"
      height={640}
      exportFileName={`batteries-status-${districtToday()}`}
      columns={[
        {
          field: 'location_display_label',
          headerName: BATTERY_STATS_HEADINGS.location_display_label,
          flex: 2,
          minWidth: 200,
        },
        {
          field: 'min_7day',
          headerName: BATTERY_STATS_HEADINGS.min_7day,
          type: 'number',
          flex: 1,
          valueFormatter: volts,
        },
        {
          field: 'max_7day',
          headerName: BATTERY_STATS_HEADINGS.max_7day,
          type: 'number',
          flex: 1,
          valueFormatter: volts,
        },
        {
          field: 'last_reading',
          headerName: 'Last Reading',
          type: 'number',
          flex: 1,
          valueFormatter: volts,
        },
        {
          field: 'last_timestamp',
          headerName: 'Last Report',
          flex: 1.4,
          minWidth: 170,
          valueFormatter: (value: string | null) =>
            value ? formatDenver(value, TIMESTAMP_FORMAT) : '—',
        },
      ]}
    />
  );
}
