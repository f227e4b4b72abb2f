import Highcharts, { type Options } from 'highcharts';
import 'highcharts/highcharts-more';
import 'highcharts/modules/solid-gauge';
import HighchartsReact from 'highcharts-react-official';

/** Highcharts with its gauge modules, in the chart chunk's company: loaded on first use. */
export default function HighchartsGauge({ options }: { options: Options }) {
  return <HighchartsReact highcharts={Highcharts} options={options} />;
}
