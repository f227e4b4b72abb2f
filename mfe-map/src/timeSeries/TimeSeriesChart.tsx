import Highcharts, { type Options } from 'highcharts';
import 'highcharts/modules/accessibility';
import 'highcharts/modules/mouse-wheel-zoom';
import HighchartsReact from 'highcharts-react-official';

// The size the PDF's chart is drawn at, whatever the panel's size on screen: the shape of the
// room under the title on an A4 landscape page, small enough that its text reads on paper.
const PRINT_WIDTH = 1000;
const PRINT_HEIGHT = 600;

/**
 * The panel's Highcharts chart, filling its box (Highcharts follows the box's size, so the
 * chart grows when the panel expands). Highcharts loads with the panel, not with the map.
 */
export function TimeSeriesChart({ options }: { options: Options }) {
  return (
    <HighchartsReact
      highcharts={Highcharts}
      options={options}
      // Filling the frame by position: Highcharts reads an inline height of 100% as "no height".
      containerProps={{ style: { position: 'absolute', inset: 0 } }}
    />
  );
}

/** A chart drawing as SVG text, with its size in pixels. */
export interface ChartDrawing {
  svg: string;
  width: number;
  height: number;
}

/**
 * The chart drawn off screen at print size, as SVG text: the exporting module is not loaded,
 * so nothing can reach an export server.
 */
export function printableChartSvg(options: Options): ChartDrawing {
  const box = document.createElement('div');
  box.style.cssText = `position:absolute;left:-10000px;top:0;width:${PRINT_WIDTH}px;height:${PRINT_HEIGHT}px`;
  document.body.append(box);
  const chart = Highcharts.chart(box, {
    ...options,
    chart: { ...options.chart, width: PRINT_WIDTH, height: PRINT_HEIGHT, animation: false },
    accessibility: { enabled: false },
  });
  try {
    const svg = chart.container.querySelector('svg');
    if (!svg) throw new Error('The chart has no drawing.');
    return {
      svg: new XMLSerializer().serializeToString(svg),
      width: PRINT_WIDTH,
      height: PRINT_HEIGHT,
    };
  } finally {
    chart.destroy();
    box.remove();
  }
}
