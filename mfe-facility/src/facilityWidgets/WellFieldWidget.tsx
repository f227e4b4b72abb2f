import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import {
  wellFieldEndpoints,
  WELL_COLUMN_PREFIX,
  type CurrentTotalRow,
  type WellCurrentValuesTableRow,
} from '@headgate/contracts';
import { useEndpointQuery } from '@headgate/api-client';
import { DataTable } from '@headgate/design-system';
import { WellValuesChart } from './WellValuesChart';
import { WidgetCard } from './WidgetCard';

/**
 * The spec's text before the error's message of the well field's calls (dashboard.md §8): its
 * widget is the current week's analysis of the field, so its failures say so.
 */
export const WELL_FIELD_ERROR = 'Error fetching current week data analysis: ';

const TOTALS_TITLE = 'Current Totals';
const WELLS_TITLE = 'Current Values by Well';

const number = (value: number | null) =>
  value === null ? '—' : value.toLocaleString('en-US', { maximumFractionDigits: 1 });

/** The well field's own widget (facility 1778): current totals, and each well's values. */
export function WellFieldWidget() {
  const totals = useEndpointQuery(wellFieldEndpoints.currentTotals, {});
  const wellPoints = useEndpointQuery(wellFieldEndpoints.wellValuesGraph, {});
  const wellTable = useEndpointQuery(wellFieldEndpoints.wellValuesTable, {});
  const wellColumns = useMemo(() => wellTableColumns(wellTable.data ?? []), [wellTable.data]);
  return (
    <>
      <WidgetCard
        title={TOTALS_TITLE}
        loading={totals.isPending}
        error={totals.error}
        errorText={WELL_FIELD_ERROR}
        empty={(totals.data ?? []).length === 0}
      >
        <DataTable<CurrentTotalRow>
          label={TOTALS_TITLE}
          rows={totals.data ?? []}
          getRowId={(row) => row.metric}
          height={220}
          columns={[
            { field: 'metric', headerName: 'Metric', flex: 2 },
            {
              field: 'value',
              headerName: 'Value',
              type: 'number',
              flex: 1,
              valueFormatter: number,
            },
          ]}
        />
      </WidgetCard>
      <WidgetCard
        title={WELLS_TITLE}
        loading={wellPoints.isPending || wellTable.isPending}
        error={wellPoints.error ?? wellTable.error}
        errorText={WELL_FIELD_ERROR}
        empty={(wellPoints.data ?? []).length === 0}
      >
        <Stack spacing={2}>
          <WellValuesChart title={WELLS_TITLE} wells={wellPoints.data ?? []} />
          <DataTable<WellCurrentValuesTableRow>
            label={`${WELLS_TITLE} table`}
            rows={wellTable.data ?? []}
            getRowId={(row) => row.metric}
            height={200}
            columns={wellColumns}
          />
        </Stack>
      </WidgetCard>
    </>
  );
}

/** The wide table's columns: the metric and its unit, then a column per well. */
function wellTableColumns(
  rows: readonly WellCurrentValuesTableRow[],
): GridColDef<WellCurrentValuesTableRow>[] {
  const wellKeys = Object.keys(rows[0] ?? {}).filter((key) => key.startsWith(WELL_COLUMN_PREFIX));
  return [
    { field: 'metric', headerName: 'Metric', minWidth: 160 },
    { field: 'unit_display_name', headerName: 'Units', minWidth: 80 },
    ...wellKeys.map((key): GridColDef<WellCurrentValuesTableRow> => ({
      field: key,
      headerName: key.slice(WELL_COLUMN_PREFIX.length),
      type: 'number',
      minWidth: 90,
      valueFormatter: (value: number | null) => number(value),
    })),
  ];
}
