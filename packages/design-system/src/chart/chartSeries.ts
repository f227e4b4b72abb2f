/** How often a chart's readings come: sub-daily data shows times, daily data dates only. */
export type ChartInterval = '15min' | 'hourly' | 'daily';

/** One line (or set of bars) of a chart. */
export interface ChartSeries {
  name: string;
  /** A colour of the series' own (a location's legend colour); Highcharts' palette otherwise. */
  color?: string;
  unit: string;
  /** `[x, value]`: x is epoch milliseconds, or a category's index when the chart has categories. */
  points: readonly (readonly [number, number | null])[];
  /** The y axis it is drawn against: 0 on the left (the default), 1 on the right. */
  yAxis?: 0 | 1;
  /** A colour per point (a bar per station in the station's colour); the series' otherwise. */
  pointColors?: readonly string[];
}

/** The theme colours a chart is drawn in. */
export interface ChartColors {
  text: string;
  secondaryText: string;
  gridLine: string;
  background: string;
  fontFamily: string;
}

/** At most this many labelled ticks along x (spec §9). */
export const MAX_X_TICKS = 9;

/** What the y axis leaves above and below the data, floored at 0 (spec §9). */
export const Y_AXIS_PADDING = 3;
