import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import { DataTable, TimeSeriesChart } from '@headgate/design-system';
import type { FacilityMonthlyRow } from '@headgate/contracts';
import { seriesByLocation } from './seriesByLocation';
import { useWidgetRows } from './useWidgetRows';
import { WidgetCard } from './WidgetCard';

const TITLE = 'Monthly Volumes (Current Water Year)';
const NO_ROWS: FacilityMonthlyRow[] = [];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// A month's point sits on its first day, noon UTC, so it falls on that day on the Denver clock.
const monthStart = (row: FacilityMonthlyRow) =>
  Date.UTC(row.collect_year, row.collect_month - 1, 1, 12);

/** Each month's flow volume of the current water year, per location, in acre-feet. */
export function MonthlyWidget({ facilityNdx }: { facilityNdx: number }) {
  const rows = useWidgetRows('monthly', facilityNdx);
  const data = rows.data ?? NO_ROWS;
  const series = useMemo(
    () => seriesByLocation(data, (row) => [monthStart(row), row.ytd_flow_af]),
    [data],
  );
  return (
    <WidgetCard title={TITLE} loading={rows.isPending} error={rows.error} empty={data.length === 0}>
      <Stack spacing={2}>
        <TimeSeriesChart title={TITLE} series={series} interval="daily" height={260} />
        <DataTable<FacilityMonthlyRow>
          label={`${TITLE} table`}
          rows={data}
          getRowId={(row) => `${row.location_ndx}-${row.collect_year}-${row.collect_month}`}
          height={260}
          columns={[
            {
              field: 'collect_month',
              headerName: 'Month',
              flex: 1,
              valueFormatter: (value: number, row) => `${MONTHS[value - 1]} ${row.collect_year}`,
            },
            { field: 'location_id', headerName: 'Location', flex: 1 },
            {
              field: 'ytd_flow_af',
              headerName: 'Volume (af)',
              type: 'number',
              flex: 1,
              valueFormatter: (value: number) => value.toFixed(1),
            },
          ]}
        />
      </Stack>
    </WidgetCard>
  );
}
