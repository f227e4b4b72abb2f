import { useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  facilityPagesEndpoints,
  type DrillDownTableRow,
  type FacilityDetails,
} from '@headgate/contracts';
import { useEndpointQuery } from '@headgate/api-client';
import { DataTable } from '@headgate/design-system';
import { lastDaysWindow } from '@headgate/district-clock';
import { readingsRowId, readingsTableColumns } from '../facilityData/readingsTableColumns';

/** The quick-set day ranges of the 15-minute table, the first is the default. */
export const QUICK_DAY_RANGES = [1, 3, 7] as const;

/** The facility's 15-minute readings of the last few days, with quick-set day ranges. */
export function FifteenMinuteTable({ facility }: { facility: FacilityDetails }) {
  const [days, setDays] = useState<number>(QUICK_DAY_RANGES[0]);
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
          {QUICK_DAY_RANGES.map((range) => (
            <ToggleButton key={range} value={range}>
              {range === 1 ? 'Last day' : `Last ${range} days`}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <DataTable<DrillDownTableRow>
        label="15-Minute Data"
        rows={table.data ?? []}
        columns={columns}
        getRowId={readingsRowId}
        loading={table.isPending}
        errorMessage={
          table.error ? `Error fetching recent data summary: ${table.error.message}` : null
        }
        height={400}
      />
    </Stack>
  );
}
