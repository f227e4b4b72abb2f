import type { Options, XAxisOptions, YAxisOptions } from 'highcharts';

type AxisOption = XAxisOptions | YAxisOptions | (XAxisOptions | YAxisOptions)[] | undefined;

function decide<A extends XAxisOptions | YAxisOptions>(axis: A): A {
  return { minorTicks: axis.minorTickInterval != null, ...axis };
}

function decideEach(axes: AxisOption): AxisOption {
  if (axes === undefined) return decide({});
  return Array.isArray(axes) ? axes.map(decide) : decide(axes);
}

/**
 * `options` with every axis saying whether it draws minor ticks (as it would have: only where
 * it gives their interval). Highcharts 13's gauge module, which `PercentFullGauge` loads on
 * first use, wraps every axis's minor-tick lookup to read the axis's pane when the axis leaves
 * `minorTicks` unset; an axis made before the module loaded has no pane, so a chart drawn before
 * a gauge threw on its next redraw (a resize, new data) and took its area down.
 */
export function withMinorTicksDecided(options: Options): Options {
  return {
    ...options,
    xAxis: decideEach(options.xAxis) as Options['xAxis'],
    yAxis: decideEach(options.yAxis) as Options['yAxis'],
  };
}
