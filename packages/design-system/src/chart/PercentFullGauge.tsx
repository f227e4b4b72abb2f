import { Suspense, useMemo } from 'react';
import type { Options } from 'highcharts';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { Loader, retryingLazy } from '@headgate/design-system/frame';

const HighchartsGauge = retryingLazy(
  () => import(/* webpackChunkName: "highcharts-gauge" */ './HighchartsGauge'),
);

/** Width and height of the percent-full gauge in pixels (spec/public-map.md §9). */
export const PERCENT_FULL_GAUGE_SIZE = 125;

/** The solid gauge of a storage location's percent full, 0 to 100 (values outside are clamped). */
export function percentFullGaugeOptions(
  value: number,
  label: string,
  colors: { text: string; track: string; fill: string; background: string },
): Options {
  const shown = Math.min(100, Math.max(0, value));
  return {
    chart: {
      type: 'solidgauge',
      height: PERCENT_FULL_GAUGE_SIZE,
      width: PERCENT_FULL_GAUGE_SIZE,
      backgroundColor: colors.background,
    },
    title: { text: label, style: { color: colors.text, fontSize: '13px' }, margin: 0 },
    credits: { enabled: false },
    exporting: { enabled: false },
    tooltip: { enabled: false },
    accessibility: { enabled: false },
    pane: {
      startAngle: -120,
      endAngle: 120,
      background: [
        { outerRadius: '100%', innerRadius: '70%', shape: 'arc', backgroundColor: colors.track },
      ],
    },
    yAxis: {
      min: 0,
      max: 100,
      lineWidth: 0,
      tickWidth: 0,
      minorTickInterval: undefined,
      labels: { enabled: false },
    },
    plotOptions: {
      solidgauge: {
        innerRadius: '70%',
        dataLabels: {
          y: -14,
          borderWidth: 0,
          format: '{y:.0f} %',
          style: { fontSize: '16px', color: colors.text, textOutline: 'none' },
        },
      },
    },
    series: [{ type: 'solidgauge', name: label, data: [{ y: shown, color: colors.fill }] }],
  };
}

/**
 * A storage location's percent full as a gauge. The drawing is hidden from screen readers,
 * which read "LBR: 62 % full" instead.
 */
export function PercentFullGauge({ value, label }: { value: number; label: string }) {
  const theme = useTheme();
  const options = useMemo(
    () =>
      percentFullGaugeOptions(value, label, {
        text: theme.palette.text.primary,
        track: theme.palette.action.hover,
        fill: theme.palette.primary.main,
        background: theme.palette.background.paper,
      }),
    [value, label, theme],
  );
  return (
    <Box
      role="img"
      aria-label={`${label}: ${Math.round(value)} % full`}
      sx={{ width: PERCENT_FULL_GAUGE_SIZE, height: PERCENT_FULL_GAUGE_SIZE }}
    >
      <Box aria-hidden>
        <Suspense fallback={<Loader label={`Loading ${label} gauge`} />}>
          <HighchartsGauge options={options} />
        </Suspense>
      </Box>
    </Box>
  );
}
