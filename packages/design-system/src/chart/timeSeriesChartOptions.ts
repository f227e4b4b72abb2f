import type { AxisTickPositionsArray, Options, SeriesOptionsType } from 'highcharts';
import {
  MAX_X_TICKS,
  Y_AXIS_PADDING,
  type ChartColors,
  type ChartInterval,
  type ChartSeries,
} from './chartSeries';
import { DISTRICT_TIME_ZONE } from '@headgate/district-clock';

/** Tooltip dates (spec §9): a date and an am/pm time for sub-daily data, the date for daily. */
export const TOOLTIP_DATE_FORMATS: Readonly<Record<ChartInterval, string>> = {
  '15min': '%b %d %Y, %I:%M %p',
  hourly: '%b %d %Y, %I:%M %p',
  daily: '%b %d %Y',
};

/** What a chart draws: its title, series, interval and look. */
export interface ChartInput {
  title: string;
  series: readonly ChartSeries[];
  interval: ChartInterval;
  colors: ChartColors;
  /** Bars instead of lines, e.g. one per well. */
  kind?: 'line' | 'column';
  /** Named x positions (then points' x are indexes); a time axis when absent. */
  categories?: readonly string[];
  /** The y axis's title; the first series' unit when absent. */
  yAxisTitle?: string;
  /** The right y axis's title, for series drawn against it (`yAxis: 1`); their unit when absent. */
  rightAxisTitle?: string;
}

/**
 * The y axis's range: the data's extremes padded by 3 and never below 0 (spec §9), or nothing
 * when there is no data.
 */
export function paddedRange(series: readonly ChartSeries[]): { min: number; max: number } | null {
  let low = Infinity;
  let high = -Infinity;
  for (const line of series) {
    for (const [, value] of line.points) {
      if (value === null) continue;
      low = Math.min(low, value);
      high = Math.max(high, value);
    }
  }
  if (!Number.isFinite(low)) return null;
  return { min: Math.max(0, Math.floor(low - Y_AXIS_PADDING)), max: high + Y_AXIS_PADDING };
}

/**
 * Every n-th of Highcharts' tick positions so that at most `MAX_X_TICKS` remain. The positions'
 * `info` (which tells Highcharts how to label a time axis) is kept.
 */
export function thinnedTicks(positions: AxisTickPositionsArray): AxisTickPositionsArray {
  if (positions.length <= MAX_X_TICKS) return positions;
  const step = Math.ceil(positions.length / MAX_X_TICKS);
  const thinned = positions.filter((_, index) => index % step === 0) as AxisTickPositionsArray;
  thinned.info = positions.info;
  return thinned;
}

/**
 * The Highcharts options of the product's charts (spec §9): Denver time, at most 9 x ticks, the
 * y axis padded by 3 and floored at 0, hovering a legend item dims the others to 0.25 and shows
 * the hovered one at 0.9, zoom by dragging along x, pan with ctrl, mouse-wheel zoom (the frame
 * lets wheel events through only while it is switched on), and the theme's colours.
 */
export function timeSeriesChartOptions({
  title,
  series,
  interval,
  colors,
  kind = 'line',
  categories,
  yAxisTitle,
  rightAxisTitle,
}: ChartInput): Options {
  const labelStyle = { color: colors.secondaryText };
  const left = series.filter((line) => (line.yAxis ?? 0) === 0);
  const right = series.filter((line) => line.yAxis === 1);
  const axis = (lines: readonly ChartSeries[], title: string | undefined, opposite: boolean) => ({
    title: { text: title ?? lines[0]?.unit ?? '', style: labelStyle },
    labels: { style: labelStyle },
    gridLineColor: colors.gridLine,
    opposite,
    ...(paddedRange(lines) ?? {}),
  });
  return {
    chart: {
      type: kind,
      backgroundColor: colors.background,
      style: { fontFamily: colors.fontFamily },
      spacing: [12, 12, 8, 8],
      zooming: { type: 'x', mouseWheel: { enabled: true } },
      panning: { enabled: true, type: 'x' },
      panKey: 'ctrl',
    },
    time: { timezone: DISTRICT_TIME_ZONE },
    title: { text: undefined },
    lang: { accessibility: { defaultChartTitle: title } },
    accessibility: { description: title },
    credits: { enabled: false },
    exporting: { enabled: false },
    legend: { enabled: series.length > 1, itemStyle: { color: colors.text } },
    xAxis: categories
      ? {
          type: 'category',
          categories: [...categories],
          labels: { style: labelStyle },
          lineColor: colors.gridLine,
        }
      : {
          type: 'datetime',
          labels: { style: labelStyle },
          lineColor: colors.gridLine,
          tickColor: colors.gridLine,
          tickPositioner() {
            return thinnedTicks(this.tickPositions ?? []);
          },
        },
    yAxis: right.length
      ? [axis(left, yAxisTitle, false), axis(right, rightAxisTitle, true)]
      : axis(left, yAxisTitle, false),
    tooltip: {
      xDateFormat: TOOLTIP_DATE_FORMATS[interval],
      shared: !categories,
      valueDecimals: 2,
    },
    plotOptions: {
      series: {
        animation: false,
        marker: { enabled: false },
        lineWidth: 1.5,
        states: { hover: { opacity: 0.9 }, inactive: { opacity: 0.25 } },
      },
    },
    series: series.map((line): SeriesOptionsType => ({
      type: kind,
      name: line.name,
      yAxis: line.yAxis ?? 0,
      ...(line.color ? { color: line.color } : {}),
      tooltip: { valueSuffix: ` ${line.unit}` },
      data: line.points.map(([x, value], index) => {
        const color = line.pointColors?.[index];
        return color ? { x, y: value, color } : [x, value];
      }),
    })),
  };
}
