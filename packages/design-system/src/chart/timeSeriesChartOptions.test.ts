import type {
  AxisTickPositionsArray,
  SeriesLineOptions,
  XAxisOptions,
  YAxisOptions,
} from 'highcharts';
import type { ChartSeries } from './chartSeries';
import { paddedRange, thinnedTicks, timeSeriesChartOptions } from './timeSeriesChartOptions';

const COLORS = {
  text: '#111111',
  secondaryText: '#555555',
  gridLine: '#dddddd',
  background: '#ffffff',
  fontFamily: 'Roboto',
};
const line = (points: [number, number | null][], name = 'Inlet'): ChartSeries => ({
  name,
  unit: 'cfs',
  points,
});

describe('the chart options (spec §9)', () => {
  it('pads the y axis by 3 around the data and never goes below 0', () => {
    expect(
      paddedRange([
        line([
          [0, 10.4],
          [1, 20],
        ]),
      ]),
    ).toEqual({ min: 7, max: 23 });
    expect(
      paddedRange([
        line([
          [0, 1.5],
          [1, 4],
        ]),
      ]),
    ).toEqual({ min: 0, max: 7 });
    expect(paddedRange([line([[0, null]])])).toBeNull();
    const options = timeSeriesChartOptions({
      title: 'Flow',
      series: [
        line([
          [0, 10],
          [1, 30],
        ]),
      ],
      interval: 'daily',
      colors: COLORS,
    });
    expect(options.yAxis as YAxisOptions).toMatchObject({ min: 7, max: 33 });
  });

  it('keeps at most 9 ticks along x, with the positions Highcharts labels by', () => {
    const positions = Array.from({ length: 30 }, (_, index) => index) as AxisTickPositionsArray;
    positions.info = { unitName: 'day' } as unknown as AxisTickPositionsArray['info'];
    const thinned = thinnedTicks(positions);
    expect(thinned.length).toBeLessThanOrEqual(9);
    expect(thinned[0]).toBe(0);
    expect(thinned.info).toBe(positions.info);
    expect(thinnedTicks([1, 2, 3] as AxisTickPositionsArray)).toEqual([1, 2, 3]);
  });

  it('dims the other series to 0.25 and shows the hovered one at 0.9', () => {
    const options = timeSeriesChartOptions({
      title: 'Flow',
      series: [line([[0, 1]]), line([[0, 2]], 'Outlet')],
      interval: '15min',
      colors: COLORS,
    });
    expect(options.plotOptions?.series?.states).toEqual({
      hover: { opacity: 0.9 },
      inactive: { opacity: 0.25 },
    });
    expect(options.legend?.enabled).toBe(true);
  });

  it('zooms by dragging, pans with ctrl, reads the mouse wheel, on the Denver clock', () => {
    const options = timeSeriesChartOptions({
      title: 'Flow',
      series: [line([[0, 1]])],
      interval: '15min',
      colors: COLORS,
    });
    expect(options.chart?.zooming).toEqual({ type: 'x', mouseWheel: { enabled: true } });
    expect(options.chart?.panKey).toBe('ctrl');
    expect(options.chart?.panning).toEqual({ enabled: true, type: 'x' });
    expect(options.time?.timezone).toBe('America/Denver');
    expect(options.credits?.enabled).toBe(false);
  });

  it('shows am/pm times in the tooltip for sub-daily data and dates for daily data', () => {
    const tooltip = (interval: '15min' | 'hourly' | 'daily') =>
      timeSeriesChartOptions({ title: 'F', series: [], interval, colors: COLORS }).tooltip
        ?.xDateFormat;
    expect(tooltip('15min')).toBe('%b %d %Y, %I:%M %p');
    expect(tooltip('hourly')).toBe('%b %d %Y, %I:%M %p');
    expect(tooltip('daily')).toBe('%b %d %Y');
  });

  it('draws named bars on a category axis, each series in its own colour and unit', () => {
    const options = timeSeriesChartOptions({
      title: 'Wells',
      series: [
        {
          name: 'Level',
          unit: 'ft',
          color: '#8e44ad',
          points: [
            [0, 12],
            [1, 14],
          ],
        },
      ],
      interval: 'daily',
      colors: COLORS,
      kind: 'column',
      categories: ['FLW-1', 'FLW-2'],
    });
    expect((options.xAxis as XAxisOptions).categories).toEqual(['FLW-1', 'FLW-2']);
    const [bars] = options.series as SeriesLineOptions[];
    expect(bars).toMatchObject({
      type: 'column',
      color: '#8e44ad',
      data: [
        [0, 12],
        [1, 14],
      ],
    });
    expect(bars?.tooltip?.valueSuffix).toBe(' ft');
  });

  it('draws right-axis series against a second axis, each padded on its own data', () => {
    const options = timeSeriesChartOptions({
      title: 'Compare',
      series: [
        { name: 'Flow', unit: 'cfs', points: [[0, 100]] },
        { name: 'Level', unit: 'ft', points: [[0, 10]], yAxis: 1 },
      ],
      interval: 'daily',
      colors: COLORS,
    });
    expect(options.yAxis).toEqual([
      expect.objectContaining({ opposite: false, min: 97, max: 103 }),
      expect.objectContaining({ opposite: true, min: 7, max: 13 }),
    ]);
    expect((options.series as SeriesLineOptions[]).map((line) => line.yAxis)).toEqual([0, 1]);
  });

  it('colours each bar in its own colour when the series gives one per point', () => {
    const options = timeSeriesChartOptions({
      title: 'Flow',
      series: [{ name: 'Flow', unit: 'cfs', points: [[0, 5]], pointColors: ['#17becf'] }],
      interval: 'daily',
      colors: COLORS,
      kind: 'column',
      categories: ['LBR-OUT'],
    });
    const [bars] = options.series as SeriesLineOptions[];
    expect(bars?.data).toEqual([{ x: 0, y: 5, color: '#17becf' }]);
  });
});
