import type { ReactNode } from 'react';
import type { Options } from 'highcharts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Loader } from '@headgate/design-system';
import { ChartFrame } from '@headgate/design-system';
import { TimeSeriesChart } from './TimeSeriesChart';
import type { GraphSeriesState } from './timeSeriesQueries';

/** The chart messages of spec/public-map.md §8. */
export const NO_DATA_MESSAGE = 'No Data Available';
export const chartErrorMessage = (message: string) => `An error has occurred: ${message}`;

/** True when the answer has at least one reading to draw. */
export function hasReadings(state: GraphSeriesState): boolean {
  return state.status === 'success' && state.series.some((graph) => graph.rows.length > 0);
}

function Message({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 4 }}>
      {children}
    </Box>
  );
}

/** The chart, or what stands in for it: a loader, the error, or 'No Data Available'. */
export function TimeSeriesChartArea({
  state,
  options,
}: {
  state: GraphSeriesState;
  options: Options | null;
}) {
  if (state.status === 'pending') return <Loader label="Loading the time series" />;
  if (state.status === 'error') {
    return (
      <Message>
        <Alert severity="error">{chartErrorMessage(state.message)}</Alert>
      </Message>
    );
  }
  if (!hasReadings(state) || !options) {
    return (
      <Message>
        <Typography sx={{ color: 'text.secondary' }}>{NO_DATA_MESSAGE}</Typography>
      </Message>
    );
  }
  return (
    <ChartFrame>
      {state.updating && (
        <LinearProgress
          aria-label="Loading the new window"
          sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }}
        />
      )}
      <TimeSeriesChart options={options} />
    </ChartFrame>
  );
}
