import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@headgate/routing';
import {
  facilityPagesEndpoints,
  TRIGGER_ELEVATIONS_FACILITY_NDX,
  TRIGGER_ELEVATIONS_TEXT,
  type DrillDownTableRow,
  type FacilityDetails,
} from '@headgate/contracts';
import { useEndpointQuery } from '@headgate/api-client';
import { DataState, DataTable, TimeSeriesChart } from '@headgate/design-system';
import { lastDaysWindow } from '@headgate/district-clock';
import { useCanOpen } from '@headgate/platform';
import { readingsRowId, readingsTableColumns } from '../facilityData/readingsTableColumns';
import { DrillDownControls } from './DrillDownControls';
import {
  initialSelection,
  withGraphedLocations,
  withLists,
  type DrillDownSelection,
} from './drillDownSelection';
import { queryAndDownloadLink } from './queryAndDownloadLink';

const FACILITY_DATA_ERROR = 'Error fetching facility data: ';

/**
 * The Data Drill Down (spec §2, §4): interval and days range, parameters for the table, a
 * parameter and locations for the graph; the table on the left, the chart on the right, and,
 * for readers who may open it, a link to Query & Download preset to the same window.
 */
export function DataDrillDown({ facility }: { facility: FacilityDetails }) {
  const facilityNdx = facility.facility_ndx;
  const parameters = useEndpointQuery(facilityPagesEndpoints.parameters, {
    params: { facilityNdx },
  });
  const locations = useEndpointQuery(facilityPagesEndpoints.locations, {
    params: { facilityNdx },
  });
  const [selection, setSelection] = useState<DrillDownSelection>(initialSelection);
  const mayDownload = useCanOpen('queryAndDownload');

  useEffect(() => {
    if (parameters.data && locations.data) {
      setSelection((current) => withLists(current, facilityNdx, parameters.data, locations.data));
    }
  }, [facilityNdx, parameters.data, locations.data]);

  const window = useMemo(
    () => ({
      interval: selection.interval,
      facilityNdx,
      ...lastDaysWindow(selection.days, new Date()),
    }),
    [selection.interval, selection.days, facilityNdx],
  );
  const table = useEndpointQuery(facilityPagesEndpoints.drillDownTable, { params: window });
  const graph = useEndpointQuery(
    facilityPagesEndpoints.drillDownGraph,
    { params: { ...window, parameterNdx: selection.graphParameter ?? 0 } },
    { enabled: selection.graphParameter !== null },
  );

  useEffect(() => {
    if (graph.data) {
      const graphed = graph.data.map((line) => line.location_ndx);
      setSelection((current) => withGraphedLocations(current, graphed));
    }
  }, [graph.data]);

  const tableRows = useMemo(
    () => (table.data ?? []).filter((row) => selection.tableParameters.includes(row.parameter_ndx)),
    [table.data, selection.tableParameters],
  );
  const columns = useMemo(
    () => readingsTableColumns(locations.data ?? [], selection.interval === 'daily'),
    [locations.data, selection.interval],
  );
  const series = useMemo(
    () =>
      (graph.data ?? [])
        .filter((line) => selection.graphLocations.includes(line.location_ndx))
        .map((line) => ({
          name: line.location_name,
          color: line.legend_color,
          unit: line.units,
          points: line.points,
        })),
    [graph.data, selection.graphLocations],
  );
  const graphParameter = parameters.data?.find(
    (parameter) => parameter.parameter_ndx === selection.graphParameter,
  );

  return (
    <Card variant="outlined" component="section" aria-labelledby="drill-down-title">
      <CardContent>
        <Stack spacing={3}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <Typography id="drill-down-title" variant="h6" component="h3">
              Data Drill Down
            </Typography>
            {mayDownload && (
              <Button
                component={RouterLink}
                variant="outlined"
                size="small"
                to={queryAndDownloadLink({
                  days: selection.days,
                  interval: selection.interval,
                  facilityTypeNdx: facility.facility_type_ndx,
                  facilityNdx,
                })}
              >
                Query &amp; Download this data
              </Button>
            )}
          </Stack>
          {facilityNdx === TRIGGER_ELEVATIONS_FACILITY_NDX && (
            <Alert severity="info">{TRIGGER_ELEVATIONS_TEXT}</Alert>
          )}
          <DataState
            label="drill-down lists"
            loading={parameters.isPending || locations.isPending}
            error={parameters.error ?? locations.error}
            errorText={FACILITY_DATA_ERROR}
            empty={(parameters.data ?? []).length === 0}
          >
            <DrillDownControls
              selection={selection}
              parameters={parameters.data ?? []}
              locations={locations.data ?? []}
              onChange={setSelection}
            />
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
                gap: 3,
              }}
            >
              <DataTable<DrillDownTableRow>
                label="Drill-down data"
                rows={tableRows}
                columns={columns}
                getRowId={readingsRowId}
                pageSize="facilityData"
                loading={table.isPending}
                errorMessage={table.error ? `${FACILITY_DATA_ERROR}${table.error.message}` : null}
                height={460}
              />
              <TimeSeriesChart
                title={`${facility.facility_name}: ${graphParameter?.parameter_name ?? 'Graph'}`}
                series={series}
                interval={selection.interval}
                loading={graph.isPending && selection.graphParameter !== null}
                error={graph.error}
                height={460}
              />
            </Box>
          </DataState>
        </Stack>
      </CardContent>
    </Card>
  );
}
