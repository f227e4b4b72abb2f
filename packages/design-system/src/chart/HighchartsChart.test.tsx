import { act, render } from '@testing-library/react';
import type { Chart } from 'highcharts';

// Highcharts asks the browser for CSS support and text sizes, which jsdom does not measure.
Object.assign(window, { CSS: { supports: () => false } });
Object.assign(window.SVGElement.prototype, {
  getBBox: () => ({ x: 0, y: 0, width: 40, height: 12 }),
});

const columns = {
  chart: { width: 400, height: 300 },
  xAxis: { categories: ['Jan', 'Feb'] },
  yAxis: { title: { text: 'Acre-feet' } },
  series: [{ type: 'column' as const, name: 'Diversions', data: [1, 2] }],
};

describe('a chart drawn before the gauge code arrives', () => {
  it('redraws after the gauge modules load (a resize, new data) without throwing', async () => {
    const { default: HighchartsChart } = await import('./HighchartsChart');
    let chart: Chart | undefined;
    render(<HighchartsChart options={columns} onChart={(drawn) => (chart = drawn)} />);
    expect(chart).toBeDefined();
    // What the percent-full gauge loads on the same page, later.
    await act(() => import('./HighchartsGauge'));
    expect(() => chart!.setSize(380, 300, false)).not.toThrow();
    expect(() => chart!.series[0]!.setData([3, 4])).not.toThrow();
  });
});
