import Highcharts, { type Chart, type Options } from 'highcharts';
import 'highcharts/modules/accessibility';
import 'highcharts/modules/mouse-wheel-zoom';
import HighchartsReact from 'highcharts-react-official';
import { useMemo } from 'react';
import { withMinorTicksDecided } from './minorTicksDecided';

/**
 * Highcharts itself, in a chunk of its own (loaded by `TimeSeriesChart` through React.lazy), so
 * a page without a chart never downloads it. Fills its box; `onChart` receives the drawn chart.
 */
export default function HighchartsChart({
  options,
  onChart,
}: {
  options: Options;
  onChart?: (chart: Chart) => void;
}) {
  const drawn = useMemo(() => withMinorTicksDecided(options), [options]);
  return (
    <HighchartsReact
      highcharts={Highcharts}
      options={drawn}
      callback={onChart}
      // Filling the frame by position: Highcharts reads an inline height of 100% as "no height".
      containerProps={{ style: { position: 'absolute', inset: 0 } }}
    />
  );
}
