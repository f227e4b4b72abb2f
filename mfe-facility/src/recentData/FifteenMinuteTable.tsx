import { useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  GRAPH_QUICK_SET_DAYS,
  facilityPagesEndpoints,
  type DrillDownTableRow,
  type FacilityDetails,
} from '@headgate/contracts';
import { useEndpointQuery } from '@headgate/api-client';
import { DataTable } from '@headgate/design-system';
import { lastDaysWindow } from '@headgate/district-clock';
import { readingsRowId, readingsTableColumns } from '../facilityData/readingsTableColumns';

/** The quick-set day ranges offered for 15-minute data (spec §9), the last is the default. */
export const FIFTEEN_MINUTE_QUICK_SET_DAYS = GRAPH_QUICK_SET_DAYS.filter(
  (range) => !range.disableFor.includes('15min'),
);

/** The facility's 15-minute readings of the last few days, with quick-set day ranges. */
export function FifteenMinuteTable({ facility }: { facility: FacilityDetails }) {
  const [days, setDays] = useState(FIFTEEN_MINUTE_QUICK_SET_DAYS.at(-1)!.days);
  const window = useMemo(
    () => ({
      interval: '15min' as const,
      facilityNdx: facility.facility_ndx,
      ...lastDaysWindow(days, new Date()),
    }),
    [days, facility.facility_ndx],
  );
  const table = useEndpointQuery(facilityPagesEndpoints.drillDownTable, { params: window });
  const columns = useMemo(() => readingsTableColumns(facility.locations, false), [facility]);
  return (
    <Stack spacing={2} sx={{ mt: 4 }} component="section" aria-labelledby="fifteen-minute-title">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography id="fifteen-minute-title" variant="subtitle1" component="h4">
          15-Minute Data
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={days}
          onChange={(_event, value: number | null) => value !== null && setDays(value)}
          aria-label="Days shown"
        >
          {FIFTEEN_MINUTE_QUICK_SET_DAYS.map((range) => (
            <ToggleButton key={range.days} value={range.days}>
              {range.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <DataTable<DrillDownTableRow>
        label="15-Minute Data"
        rows={table.data ?? []}
        columns={columns}
        getRowId={readingsRowId}
        pageSize="facilityData"
        loading={table.isPending}
        errorMessage={
          table.error ? `Error fetching recent data summary: ${table.error.message}` : null
        }
        height={400}
      />
    </Stack>
  );
}
