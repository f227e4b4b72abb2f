import type { Options, SeriesLineOptions, YAxisOptions } from 'highcharts';
import { GRAPH_KINDS } from '@headgate/contracts';
import { GRAPH_KIND_LABELS } from './graphKindLabels';
import type { GraphSeries, InstantWindow } from './timeSeriesQueries';
import { DISTRICT_TIME_ZONE } from '@headgate/district-clock';

/** The tooltip's date of a 15-minute reading: 'MMM dd yyyy, hh:mm a' (spec/public-map.md §9). */
export const TOOLTIP_DATE_FORMAT = '%b %d %Y, %I:%M %p';

/** The colours a chart is drawn in: the theme's on screen, print colours in the PDF. */
export interface ChartColors {
  text: string;
  secondaryText: string;
  gridLine: string;
  background: string;
  /** One per series, in order; Highcharts' own palette beyond them. */
  series: readonly string[];
  fontFamily: string;
}

/** The label of a graph's axis and legend entry, with the unit its rows carry. */
export function seriesLabel({ kind, rows }: GraphSeries): { name: string; unit: string } {
  const { name, unit } = GRAPH_KIND_LABELS[kind];
  return { name, unit: rows[0]?.units || unit };
}

/**
 * The Highcharts options of the panel's chart: one line per graph, each on its own y-axis with
 * its unit, over a datetime axis that spans the window on the Denver clock. Mouse-wheel zoom is
 * built in; the chart's frame decides whether wheel events reach it.
 */
export function timeSeriesChartOptions({
  title,
  series,
  window,
  colors,
}: {
  /** What screen readers call the chart (it draws no title: the panel has one). */
  title: string;
  series: readonly GraphSeries[];
  window: InstantWindow;
  colors: ChartColors;
}): Options {
  const labelStyle = { color: colors.secondaryText };
  const yAxis = series.map((graph, index): YAxisOptions => {
    const { name, unit } = seriesLabel(graph);
    return {
      title: { text: `${name} (${unit})`, style: labelStyle },
      labels: { style: labelStyle },
      gridLineColor: colors.gridLine,
      opposite: index % 2 === 1,
    };
  });
  const lines = series.map((graph, index): SeriesLineOptions => {
    const { name, unit } = seriesLabel(graph);
    const field = GRAPH_KINDS[graph.kind].field;
    return {
      type: 'line',
      name,
      yAxis: index,
      color: colors.series[index],
      tooltip: { valueSuffix: ` ${unit}` },
      data: graph.rows.map((row) => [Date.parse(row.collect_timestamp), row[field] ?? null]),
    };
  });
  return {
    chart: {
      backgroundColor: colors.background,
      style: { fontFamily: colors.fontFamily },
      spacing: [12, 12, 8, 8],
      zooming: { type: 'x', mouseWheel: { enabled: true } },
    },
    time: { timezone: DISTRICT_TIME_ZONE },
    title: { text: undefined },
    lang: { accessibility: { defaultChartTitle: title } },
    credits: { enabled: false },
    legend: { enabled: series.length > 1, itemStyle: { color: colors.text } },
    xAxis: {
      type: 'datetime',
      min: window.start.getTime(),
      max: window.end.getTime(),
      labels: { style: labelStyle },
      lineColor: colors.gridLine,
      tickColor: colors.gridLine,
    },
    yAxis,
    tooltip: { xDateFormat: TOOLTIP_DATE_FORMAT, shared: true, valueDecimals: 2 },
    plotOptions: { series: { animation: false, marker: { enabled: false }, lineWidth: 1.5 } },
    series: lines,
  };
}
