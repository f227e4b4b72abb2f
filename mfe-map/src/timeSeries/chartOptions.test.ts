import type { SeriesLineOptions, YAxisOptions } from 'highcharts';
import type { GraphRow } from '@headgate/contracts';
import { timeSeriesChartOptions, type ChartColors } from './chartOptions';

const COLORS: ChartColors = {
  text: '#111',
  secondaryText: '#555',
  gridLine: '#ddd',
  background: '#fff',
  series: ['#336699', '#c0592b'],
  fontFamily: 'sans-serif',
};
const WINDOW = { start: new Date('2026-05-01T06:00:00Z'), end: new Date('2026-05-04T18:00:00Z') };

const reading = (collect_timestamp: string, value: Partial<GraphRow>): GraphRow => ({
  collect_timestamp,
  units: 'cfs',
  source: null,
  location_name: 'Henderson',
  location_id: 'PLAHENCO',
  ...value,
});

describe('timeSeriesChartOptions', () => {
  const options = timeSeriesChartOptions({
    title: 'Henderson flow and stage',
    series: [
      { kind: 'flow', rows: [reading('2026-05-02T12:00:00.000Z', { flow_cfs: 91.5 })] },
      {
        kind: 'stage',
        rows: [reading('2026-05-02T12:00:00.000Z', { units: 'ft', stage_ft: 3.2 })],
      },
    ],
    window: WINDOW,
    colors: COLORS,
  });

  it('draws each graph on its own y-axis, titled with its unit', () => {
    const axes = options.yAxis as YAxisOptions[];
    expect(axes.map((axis) => axis.title?.text)).toEqual(['Flow (cfs)', 'Stage (ft)']);
    expect(axes.map((axis) => axis.opposite)).toEqual([false, true]);
    const lines = options.series as SeriesLineOptions[];
    expect(lines.map((line) => [line.name, line.yAxis, line.data])).toEqual([
      ['Flow', 0, [[Date.parse('2026-05-02T12:00:00Z'), 91.5]]],
      ['Stage', 1, [[Date.parse('2026-05-02T12:00:00Z'), 3.2]]],
    ]);
  });

  it('shows the window on the Denver clock, with the 15-minute date format in the tooltip', () => {
    expect(options.time?.timezone).toBe('America/Denver');
    expect(options.xAxis).toMatchObject({
      type: 'datetime',
      min: WINDOW.start.getTime(),
      max: WINDOW.end.getTime(),
    });
    expect(options.tooltip?.xDateFormat).toBe('%b %d %Y, %I:%M %p');
  });

  it('has no credits link and zooms along time', () => {
    expect(options.credits?.enabled).toBe(false);
    expect(options.chart?.zooming).toMatchObject({ type: 'x', mouseWheel: { enabled: true } });
  });
});
