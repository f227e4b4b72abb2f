import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import { DataTable, TimeSeriesChart } from '@headgate/design-system';
import type { FacilityLastFewRow } from '@headgate/contracts';
import { formatDenver } from '@headgate/district-clock';
import { seriesByLocation } from './seriesByLocation';
import { useWidgetRows } from './useWidgetRows';
import { WidgetCard } from './WidgetCard';

const TITLE = 'Last Few Readings';
const NO_ROWS: FacilityLastFewRow[] = [];

/** The last few 15-minute readings of the facility's primary series, per location. */
export function LastFewWidget({ facilityNdx }: { facilityNdx: number }) {
  const rows = useWidgetRows('lastfew', facilityNdx);
  const data = rows.data ?? NO_ROWS;
  const series = useMemo(
    () => seriesByLocation(data, (row) => [Date.parse(row.collect_timestamp), row.result_value]),
    [data],
  );
  return (
    <WidgetCard title={TITLE} loading={rows.isPending} error={rows.error} empty={data.length === 0}>
      <Stack spacing={2}>
        <TimeSeriesChart title={TITLE} series={series} interval="15min" height={260} />
        <DataTable<FacilityLastFewRow>
          label={`${TITLE} table`}
          rows={data}
          getRowId={(row) => `${row.location_ndx}-${row.collect_timestamp}`}
          height={260}
          columns={[
            {
              field: 'collect_timestamp',
              headerName: 'Time',
              flex: 1.4,
              valueFormatter: (value: string) => formatDenver(value),
            },
            { field: 'location_id', headerName: 'Location', flex: 1 },
            {
              field: 'result_value',
              headerName: 'Value',
              type: 'number',
              flex: 1,
              valueFormatter: (value: number, row) => `${value.toFixed(2)} ${row.unit_desc}`,
            },
          ]}
        />
      </Stack>
    </WidgetCard>
  );
}
