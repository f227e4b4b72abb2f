import { PERCENT_FULL_GAUGE_SIZE, percentFullGaugeOptions } from './PercentFullGauge';

const colors = { text: '#000', track: '#eee', fill: '#369', background: '#fff' };

describe('the percent-full gauge', () => {
  it('is 125 px square (spec/public-map.md §9)', () => {
    const { chart } = percentFullGaugeOptions(62, 'LBR', colors);
    expect(PERCENT_FULL_GAUGE_SIZE).toBe(125);
    expect(chart).toMatchObject({ width: 125, height: 125 });
  });

  it('keeps the value between 0 and 100', () => {
    const shown = (value: number) => {
      const [series] = percentFullGaugeOptions(value, 'LBR', colors).series as [
        { data: [{ y: number }] },
      ];
      return series.data[0].y;
    };
    expect(shown(130)).toBe(100);
    expect(shown(-4)).toBe(0);
  });
});
