import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import { DataTable, TimeSeriesChart } from '@headgate/design-system';
import type { FacilityYtdRow } from '@headgate/contracts';
import { seriesByLocation } from './seriesByLocation';
import { useWidgetRows } from './useWidgetRows';
import { WidgetCard } from './WidgetCard';

const TITLE = 'Water Year to Date';
const NO_ROWS: FacilityYtdRow[] = [];

// A water year's point sits on its first day, April 1 (noon UTC: the same day in Denver).
const waterYearStart = (row: FacilityYtdRow) => Date.UTC(row.year, 3, 1, 12);

/** Water-year-to-date flow volume of this and earlier water years, per location. */
export function YtdWidget({ facilityNdx }: { facilityNdx: number }) {
  const rows = useWidgetRows('ytd', facilityNdx);
  const data = rows.data ?? NO_ROWS;
  const series = useMemo(
    () => seriesByLocation(data, (row) => [waterYearStart(row), row.ytd_flow_af]),
    [data],
  );
  return (
    <WidgetCard title={TITLE} loading={rows.isPending} error={rows.error} empty={data.length === 0}>
      <Stack spacing={2}>
        <TimeSeriesChart title={TITLE} series={series} interval="daily" height={260} />
        <DataTable<FacilityYtdRow>
          label={`${TITLE} table`}
          rows={data}
          getRowId={(row) => `${row.location_ndx}-${row.year}`}
          height={260}
          columns={[
            {
              field: 'year',
              headerName: 'Water year',
              flex: 1,
              valueFormatter: (value: number) => `${value}–${String(value + 1).slice(2)}`,
            },
            { field: 'location_id', headerName: 'Location', flex: 1 },
            {
              field: 'ytd_flow_af',
              headerName: 'Volume to date (af)',
              type: 'number',
              flex: 1.2,
              valueFormatter: (value: number) => value.toFixed(1),
            },
          ]}
        />
      </Stack>
    </WidgetCard>
  );
}
