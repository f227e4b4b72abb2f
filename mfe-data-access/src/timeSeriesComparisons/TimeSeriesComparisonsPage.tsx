import { useMemo, useState, type ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useSearchParams } from '@headgate/routing';
import { keepPreviousData } from '@tanstack/react-query';
import { useEndpointQuery } from '@headgate/api-client';
import {
  COMPARISON_NO_DATA_WARNING,
  comparisonEndpoints,
  parameterLabel,
  type ComparisonLocation,
  type ComparisonSeries,
} from '@headgate/contracts';
import {
  DataState,
  DataTable,
  TimeSeriesChart,
  saveFile,
  showToast,
} from '@headgate/design-system';
import {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  districtToday,
  formatDenver,
} from '@headgate/district-clock';
import { ComparisonFilters } from './ComparisonFilters';
import { ComparisonMap } from './ComparisonMap';
import { idList } from './idList';
import { choosableFacilities, readerComparison } from './readerComparison';
import { useComparisonAxis } from './useComparisonAxis';
import {
  canSubmit,
  comparisonFromSearch,
  comparisonToSearch,
  type ComparisonState,
} from './comparisonState';
import { comparisonTable, tableAsCsv, tableAsTsv, type ComparisonRow } from './comparisonTable';

const NO_SERIES: ComparisonSeries[] = [];
const NO_LOCATIONS: ComparisonLocation[] = [];
/** The error catalogue's text for data that could not be fetched (spec §8). */
const LISTS_ERROR = 'Error fetching data: ';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Accordion defaultExpanded disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>{children}</AccordionDetails>
    </Accordion>
  );
}

/**
 * Time Series Comparisons (spec §2, §4, §5): stations of two parameters on a left and a right
 * axis. Everything lives in the URL, so a link reproduces the comparison, within the stations
 * the reader may see (`readerComparison`); the graph draws on Submit (one call per axis), with
 * its table, copy and CSV export.
 */
export function TimeSeriesComparisonsPage() {
  const [search, setSearch] = useSearchParams();
  const facilities = useEndpointQuery(comparisonEndpoints.facilities, {});
  const listed = useMemo(
    () => facilities.data?.map((facility) => facility.facility_ndx),
    [facilities.data],
  );
  const chosenFacilities = useMemo(
    () => choosableFacilities(comparisonFromSearch(search, districtToday()).facilities, listed),
    [search, listed],
  );
  const [submitted, setSubmitted] = useState<ComparisonState | null>(null);

  // Every station the caller may compare, of the chosen facilities (all when none is chosen).
  // The last lists stay while the next ones load, so the filters stay open as facilities change.
  const choice = { query: { facilities: idList(chosenFacilities) } };
  const keepLists = { placeholderData: keepPreviousData };
  const parameters = useEndpointQuery(comparisonEndpoints.parameters, choice, keepLists);
  const locations = useEndpointQuery(comparisonEndpoints.locations, choice, keepLists);
  const visible = locations.data ?? NO_LOCATIONS;
  const state = useMemo(
    () => readerComparison(search, districtToday(), visible, listed),
    [search, visible, listed],
  );
  const setState = (next: ComparisonState) =>
    setSearch(comparisonToSearch(next), { replace: true });

  const left = useComparisonAxis(submitted, 'left');
  const right = useComparisonAxis(submitted, 'right');
  const leftSeries = left.data ?? NO_SERIES;
  const rightSeries = right.data ?? NO_SERIES;
  const loading = left.isFetching || right.isFetching;
  const interval = submitted?.endpoint === 'raw' ? '15min' : 'daily';

  const series = useMemo(
    () => [
      ...leftSeries.map((line) => ({
        name: `${line.location_name} (${line.parameter_name})`,
        color: line.legend_color,
        unit: line.units,
        points: line.points,
      })),
      ...rightSeries.map((line) => ({
        name: `${line.location_name} (${line.parameter_name})`,
        unit: line.units,
        points: line.points,
        yAxis: 1 as const,
      })),
    ],
    [leftSeries, rightSeries],
  );
  const table = useMemo(() => comparisonTable(leftSeries, rightSeries), [leftSeries, rightSeries]);
  const emptySide =
    submitted !== null &&
    !loading &&
    (leftSeries.every((line) => line.points.length === 0) ||
      (submitted.right.parameter !== null &&
        submitted.right.locations.length > 0 &&
        rightSeries.every((line) => line.points.length === 0)));
  const timeText = (at: number) =>
    formatDenver(at, interval === 'daily' ? DATE_FORMAT : DATE_TIME_FORMAT);

  const copyTable = async () => {
    try {
      await navigator.clipboard.writeText(tableAsTsv(table.columns, table.rows, timeText));
      showToast('success', 'Data was copied to your clipboard.');
    } catch {
      showToast('error', 'The table could not be copied.');
    }
  };
  const exportCsv = () =>
    saveFile(
      new Blob([tableAsCsv(table.columns, table.rows, timeText)], { type: 'text/csv' }),
      `time-series-comparison-${districtToday()}.csv`,
    );

  return (
    <Stack spacing={2}>
      <Panel title="Map">
        <ComparisonMap
          locations={visible}
          left={state.left.locations}
          right={state.right.locations}
        />
      </Panel>
      <Panel title="Filter Controls">
        {/* The pickers wait for the lists: before them the comparison has no stations to
            name, and a change made then would write that empty comparison into the URL. */}
        <DataState
          label="comparison stations"
          loading={facilities.isPending || parameters.isPending || locations.isPending}
          error={facilities.error ?? parameters.error ?? locations.error}
          errorText={LISTS_ERROR}
        >
          <ComparisonFilters
            state={state}
            facilities={facilities.data ?? []}
            parameters={parameters.data ?? []}
            locations={visible}
            onChange={setState}
            onSubmit={() => setSubmitted(state)}
            canSubmit={canSubmit(state)}
          />
        </DataState>
      </Panel>
      <Panel title="Graph">
        {submitted === null ? (
          <Alert severity="info">
            Choose the stations to compare and press Submit to draw the graph.
          </Alert>
        ) : (
          <Stack spacing={2}>
            {emptySide && <Alert severity="warning">{COMPARISON_NO_DATA_WARNING}</Alert>}
            <TimeSeriesChart
              title="Time series comparison"
              series={series}
              interval={interval}
              loading={loading}
              error={left.error ?? right.error}
              height={420}
              yAxisTitle={
                leftSeries[0]
                  ? parameterLabel(leftSeries[0].parameter_name, leftSeries[0].units)
                  : undefined
              }
              rightAxisTitle={
                rightSeries[0]
                  ? parameterLabel(rightSeries[0].parameter_name, rightSeries[0].units)
                  : undefined
              }
            />
          </Stack>
        )}
      </Panel>
      <Panel title="Table">
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button size="small" disabled={!table.rows.length} onClick={() => void copyTable()}>
              Copy table
            </Button>
            <Button size="small" disabled={!table.rows.length} onClick={exportCsv}>
              Export CSV
            </Button>
          </Stack>
          <DataTable<ComparisonRow>
            label="Comparison data"
            rows={table.rows}
            getRowId={(row) => row.at}
            loading={loading}
            height={420}
            columns={[
              { field: 'at', headerName: 'Time (Denver)', minWidth: 170, valueFormatter: timeText },
              ...table.columns.map((column) => ({
                field: column.key,
                headerName: column.heading,
                type: 'number' as const,
                minWidth: 160,
                flex: 1,
              })),
            ]}
          />
        </Stack>
      </Panel>
    </Stack>
  );
}
