import { Suspense, useMemo, useRef, useState } from 'react';
import type { Chart } from 'highcharts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { Loader, retryingLazy, showToast } from '@headgate/design-system/frame';
import { NO_DATA_TEXT } from '../dataGrid/dataGridSettings';
import { ChartDataTable } from './ChartDataTable';
import { ChartFrame } from './ChartFrame';
import { saveChartPng } from './chartPng';
import type { ChartColors, ChartInterval, ChartSeries } from './chartSeries';
import { timeSeriesChartOptions } from './timeSeriesChartOptions';

const HighchartsChart = retryingLazy(
  () => import(/* webpackChunkName: "highcharts" */ './HighchartsChart'),
);

/** The props of the product's chart (`TimeSeriesChart`). */
export interface TimeSeriesChartProps {
  /** Names the chart for screen readers and its saved PNG. */
  title: string;
  series: readonly ChartSeries[];
  interval: ChartInterval;
  loading?: boolean;
  /** Shown as 'An error has occurred: {message}' (spec §8) instead of the chart. */
  error?: Error | null;
  /** Height of the chart in pixels. */
  height?: number;
  kind?: 'line' | 'column';
  /** Named x positions (bars per well); a time axis when absent. */
  categories?: readonly string[];
  yAxisTitle?: string;
  rightAxisTitle?: string;
}

// The toolbar keeps its height while it has no buttons, so the chart does not move.
const TOOLBAR_HEIGHT = 30;

const hasData = (series: readonly ChartSeries[]) =>
  series.some((line) => line.points.some(([, value]) => value !== null));

/**
 * The chart with its toolbar (save as PNG, switch to a table of the same data), its states and
 * the click-to-toggle wheel-zoom frame; Highcharts itself loads when there is data to draw.
 */
export default function ChartPanel({
  title,
  series,
  interval,
  loading = false,
  error = null,
  height = 360,
  kind,
  categories,
  yAxisTitle,
  rightAxisTitle,
}: TimeSeriesChartProps) {
  const theme = useTheme();
  const [asTable, setAsTable] = useState(false);
  const chart = useRef<Chart | null>(null);
  const colors: ChartColors = useMemo(
    () => ({
      text: theme.palette.text.primary,
      secondaryText: theme.palette.text.secondary,
      gridLine: theme.palette.divider,
      background: theme.palette.background.paper,
      fontFamily: String(theme.typography.fontFamily),
    }),
    [theme],
  );
  const options = useMemo(
    () =>
      timeSeriesChartOptions({
        title,
        series,
        interval,
        colors,
        kind,
        categories,
        yAxisTitle,
        rightAxisTitle,
      }),
    [title, series, interval, colors, kind, categories, yAxisTitle, rightAxisTitle],
  );
  const ready = !loading && !error && hasData(series);

  const savePng = () => {
    const svg = chart.current?.container.querySelector('svg');
    if (!svg) return;
    saveChartPng(svg, { title, background: colors.background }).catch((failure: unknown) =>
      showToast('error', failure instanceof Error ? failure.message : 'Something went wrong'),
    );
  };

  return (
    <Box component="section" aria-label={`${title} chart`} sx={{ minWidth: 0 }}>
      {/* The buttons come with the data: fading in from disabled, they fail contrast midway. */}
      <Stack
        direction="row"
        spacing={1}
        sx={{ justifyContent: 'flex-end', mb: 1, minHeight: TOOLBAR_HEIGHT }}
      >
        {ready && (
          <>
            <Button size="small" onClick={() => setAsTable((value) => !value)}>
              {asTable ? 'Show chart' : 'Show table'}
            </Button>
            {!asTable && (
              <Button size="small" onClick={savePng}>
                Save PNG
              </Button>
            )}
          </>
        )}
      </Stack>
      <Box sx={{ height, display: 'flex', flexDirection: 'column' }}>
        {loading ? (
          <Loader label={`Loading ${title}`} />
        ) : error ? (
          <Alert severity="error">{`An error has occurred: ${error.message}`}</Alert>
        ) : !ready ? (
          <Typography color="text.secondary" sx={{ m: 'auto' }}>
            {NO_DATA_TEXT}
          </Typography>
        ) : asTable ? (
          <ChartDataTable
            title={title}
            series={series}
            interval={interval}
            categories={categories}
          />
        ) : (
          <ChartFrame>
            <Suspense fallback={<Loader label={`Loading ${title}`} />}>
              <HighchartsChart options={options} onChart={(drawn) => (chart.current = drawn)} />
            </Suspense>
          </ChartFrame>
        )}
      </Box>
    </Box>
  );
}
