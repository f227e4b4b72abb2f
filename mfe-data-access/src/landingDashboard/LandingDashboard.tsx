import { useMemo, useState } from 'react';
import { useDebouncedCallback } from 'use-debounce';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DASHBOARD_DEFAULT_PARAMETER,
  DASHBOARD_HOURS_DEBOUNCE_MS,
  landingDashboardEndpoints,
  lookBackLabel,
  type DashboardReading,
} from '@headgate/contracts';
import { useEndpointQuery } from '@headgate/api-client';
import { useAuthStore } from '@headgate/auth';
import { DataState, DataTable, TimeSeriesChart } from '@headgate/design-system';
import { formatDenver, TIMESTAMP_FORMAT } from '@headgate/district-clock';
import { readLookBack } from './lookBackHours';

const NO_READINGS: DashboardReading[] = [];

/**
 * The landing dashboard (spec §2): a welcome, a parameter to chart, how many hours to look back
 * (0 to 24, applied a second after typing stops), a bar per station of its latest reading as of
 * then, and the same readings as a table.
 */
export function LandingDashboard() {
  const user = useAuthStore((state) => state.user);
  const parameters = useEndpointQuery(landingDashboardEndpoints.parameters, {});
  const [chosen, setChosen] = useState<number | null>(null);
  const [hoursText, setHoursText] = useState('0');
  const [hours, setHours] = useState(0);
  const applyHours = useDebouncedCallback((text: string) => {
    const lookBack = readLookBack(text);
    if ('hours' in lookBack) setHours(lookBack.hours);
  }, DASHBOARD_HOURS_DEBOUNCE_MS);
  const lookBack = readLookBack(hoursText);

  const list = parameters.data ?? [];
  const parameter =
    chosen ??
    (list.some((item) => item.parameter_ndx === DASHBOARD_DEFAULT_PARAMETER)
      ? DASHBOARD_DEFAULT_PARAMETER
      : (list[0]?.parameter_ndx ?? null));
  const readings = useEndpointQuery(
    landingDashboardEndpoints.readings,
    { params: { parameter: parameter ?? 0, hours } },
    { enabled: parameter !== null },
  );
  const rows = readings.data ?? NO_READINGS;
  const parameterName =
    list.find((item) => item.parameter_ndx === parameter)?.parameter_name ?? 'Readings';
  const bars = useMemo(
    () => [
      {
        name: parameterName,
        unit: rows[0]?.unit_name ?? '',
        points: rows.map((row, index) => [index, row.data_value] as const),
        pointColors: rows.map((row) => row.bar_color),
      },
    ],
    [rows, parameterName],
  );

  return (
    <Stack spacing={3}>
      <Alert severity="info" icon={false}>
        {user ? `Welcome back, ${user.name}.` : 'Welcome to the district dashboard.'} The latest
        reading of every station, for the parameter and the time you choose.
      </Alert>
      <DataState
        label="dashboard parameters"
        loading={parameters.isPending}
        error={parameters.error}
        errorText="Error fetching data: "
        empty={list.length === 0}
      >
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '240px 1fr' }, gap: 3 }}>
          <Card variant="outlined">
            <CardContent>
              <Stack spacing={3}>
                <TextField
                  label="Hours ago"
                  type="number"
                  size="small"
                  value={hoursText}
                  slotProps={{ htmlInput: { min: 0, max: 24, step: 1 } }}
                  error={'error' in lookBack}
                  helperText={'error' in lookBack ? lookBack.error : lookBackLabel(hours)}
                  onChange={(event) => {
                    setHoursText(event.target.value);
                    applyHours(event.target.value);
                  }}
                />
                <FormControl>
                  <FormLabel id="dashboard-parameter">Parameter</FormLabel>
                  <RadioGroup
                    aria-labelledby="dashboard-parameter"
                    value={parameter ?? ''}
                    onChange={(event) => setChosen(Number(event.target.value))}
                  >
                    {list.map((item) => (
                      <FormControlLabel
                        key={item.parameter_ndx}
                        value={item.parameter_ndx}
                        control={<Radio size="small" />}
                        label={item.parameter_name}
                      />
                    ))}
                  </RadioGroup>
                </FormControl>
              </Stack>
            </CardContent>
          </Card>
          <Stack spacing={3} sx={{ minWidth: 0 }}>
            <TimeSeriesChart
              title={`${parameterName}: ${lookBackLabel(hours)}`}
              series={bars}
              interval="15min"
              kind="column"
              categories={rows.map((row) => row.location_label)}
              loading={readings.isPending && parameter !== null}
              error={readings.error}
              height={340}
            />
            <DataTable<DashboardReading>
              label={`${parameterName}, ${lookBackLabel(hours)}`}
              rows={rows}
              getRowId={(row) => row.location_label}
              loading={readings.isPending && parameter !== null}
              errorMessage={
                readings.error ? `Error fetching data: ${readings.error.message}` : null
              }
              height={360}
              columns={[
                { field: 'location_label', headerName: 'Station', flex: 1 },
                {
                  field: 'data_value',
                  headerName: 'Value',
                  type: 'number',
                  flex: 1,
                  valueFormatter: (value: number, row) => `${value.toFixed(2)} ${row.unit_name}`,
                },
                {
                  field: 'collect_timestamp',
                  headerName: 'Reading Time',
                  flex: 1.3,
                  valueFormatter: (value: string) => formatDenver(value, TIMESTAMP_FORMAT),
                },
                { field: 'datasrc_name', headerName: 'Source', flex: 1.2 },
              ]}
            />
          </Stack>
        </Box>
      </DataState>
    </Stack>
  );
}
