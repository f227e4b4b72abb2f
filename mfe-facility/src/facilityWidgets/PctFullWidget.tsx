import Stack from '@mui/material/Stack';
import { DataTable, PercentFullGauge } from '@headgate/design-system';
import type { FacilityPctFullRow } from '@headgate/contracts';
import { useWidgetRows } from './useWidgetRows';
import { WidgetCard } from './WidgetCard';

const TITLE = 'Percent Full';

const acreFeet = (value: number | null) => (value === null ? '—' : value.toFixed(1));

/** A gauge per storage location with its current and remaining volume. */
export function PctFullWidget({ facilityNdx }: { facilityNdx: number }) {
  const rows = useWidgetRows('pctfull', facilityNdx);
  const data = rows.data ?? [];
  return (
    <WidgetCard title={TITLE} loading={rows.isPending} error={rows.error} empty={data.length === 0}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {data.map((row) => (
            <PercentFullGauge key={row.location_id} value={row.pct_full} label={row.location_id} />
          ))}
        </Stack>
        <DataTable<FacilityPctFullRow>
          label={`${TITLE} table`}
          rows={data}
          getRowId={(row) => row.location_id}
          height={220}
          columns={[
            { field: 'location_id', headerName: 'Location', flex: 1 },
            {
              field: 'pct_full',
              headerName: '% full',
              type: 'number',
              flex: 0.8,
              valueFormatter: (value: number) => `${value.toFixed(1)} %`,
            },
            {
              field: 'curr_af',
              headerName: 'Current (af)',
              type: 'number',
              flex: 1,
              valueFormatter: acreFeet,
            },
            {
              field: 'remaining_af',
              headerName: 'Remaining (af)',
              type: 'number',
              flex: 1,
              valueFormatter: acreFeet,
            },
          ]}
        />
      </Stack>
    </WidgetCard>
  );
}
