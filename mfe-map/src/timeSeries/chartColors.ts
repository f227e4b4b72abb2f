import type { Theme } from '@mui/material/styles';
import { PRIMARY_COLOR } from '@headgate/design-system';
import type { ChartColors } from './chartOptions';

// The second and third graphs of a location (stage, water level) beside the primary colour.
const ACCENT_SERIES_COLORS = ['#c0592b', '#2e8b57'] as const;

/** The chart in the page's theme, light or dark. */
export function themeChartColors(theme: Theme): ChartColors {
  return {
    text: theme.palette.text.primary,
    secondaryText: theme.palette.text.secondary,
    gridLine: theme.palette.divider,
    background: 'transparent',
    series: [theme.palette.primary.main, ...ACCENT_SERIES_COLORS],
    fontFamily: String(theme.typography.fontFamily),
  };
}

/** The chart on paper: dark text on white whatever the page's theme. */
export function printChartColors(theme: Theme): ChartColors {
  return {
    text: '#212121',
    secondaryText: '#555555',
    gridLine: '#d9d9d9',
    background: '#ffffff',
    series: [PRIMARY_COLOR, ...ACCENT_SERIES_COLORS],
    fontFamily: String(theme.typography.fontFamily),
  };
}
