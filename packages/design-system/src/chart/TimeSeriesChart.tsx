import { Suspense } from 'react';
import Box from '@mui/material/Box';
import { Loader, retryingLazy } from '@headgate/design-system/frame';
import type { TimeSeriesChartProps } from './ChartPanel';

// The chart's code (its options, table view, PNG export, date formatting) is a chunk of its own:
// the design system is in every page's first load, a chart is not.
const ChartPanel = retryingLazy(() => import(/* webpackChunkName: "chart-panel" */ './ChartPanel'));

/**
 * The product's one chart (Highcharts): a toolbar to save it as PNG and to switch to a table of
 * the same data, then the chart in the click-to-toggle wheel-zoom frame. Loading, error
 * ('An error has occurred: …') and empty ('No Data Available') states look the same everywhere.
 */
export function TimeSeriesChart(props: TimeSeriesChartProps) {
  return (
    <Suspense
      fallback={
        <Box sx={{ height: (props.height ?? 360) + 40, display: 'flex' }}>
          <Loader label={`Loading ${props.title}`} />
        </Box>
      }
    >
      <ChartPanel {...props} />
    </Suspense>
  );
}

export type { TimeSeriesChartProps };
