import { chooseScaleBar, formatScaleRatio } from './scaleBar';

const FOOT = 0.3048;
const MILE = 5280 * FOOT;

describe('chooseScaleBar', () => {
  it('picks the longest round number of miles that fits', () => {
    // 250 px at 100 m a pixel is 15.5 miles: a 10-mile bar.
    const bar = chooseScaleBar(100, 250)!;
    expect(bar.label).toBe('10 mi');
    expect(bar.length).toBeCloseTo((10 * MILE) / 100, 6);
    expect(chooseScaleBar(MILE / 100, 250)!.label).toBe('2 mi');
    expect(chooseScaleBar(MILE / 100, 500)!.label).toBe('5 mi');
  });

  it('counts in feet below a mile', () => {
    const bar = chooseScaleBar(1, 250)!; // 820 ft
    expect(bar).toEqual({ length: (500 * FOOT) / 1, label: '500 ft' });
    expect(chooseScaleBar(6, 250)!.label).toBe('2,000 ft');
  });

  it('uses a whole mile or a whole round number exactly when it just fits', () => {
    expect(chooseScaleBar(MILE / 250, 250)).toEqual({ length: 250, label: '1 mi' });
    expect(chooseScaleBar((200 * FOOT) / 100, 100)!.label).toBe('200 ft');
  });

  it('gives no bar when not even a foot fits', () => {
    expect(chooseScaleBar(0.001, 100)).toBeNull();
    expect(chooseScaleBar(Number.NaN, 100)).toBeNull();
  });
});

describe('formatScaleRatio', () => {
  it('gives the printed fraction to three significant figures', () => {
    // 100 m of ground per pixel printed 0.4 mm wide: 1 : 250,000.
    expect(formatScaleRatio(100, 0.4)).toBe('1 : 250,000');
    expect(formatScaleRatio(123.456, 1)).toBe('1 : 123,000');
  });
});
