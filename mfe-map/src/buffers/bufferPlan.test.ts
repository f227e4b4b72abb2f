import { DEFAULT_BUFFER_ROWS, type BufferRow } from './bufferDefaults';
import { planBufferRings, radiusInFeet, readBufferRow } from './bufferPlan';

const row = (amount: string, units: BufferRow['units'], color = '#000000'): BufferRow => ({
  color,
  amount,
  units,
  enabled: true,
});

describe('radiusInFeet', () => {
  it('takes miles and feet as radii', () => {
    expect(radiusInFeet(0.25, 'miles')).toBe(1320);
    expect(radiusInFeet(0.5, 'miles')).toBe(2640);
    expect(radiusInFeet(500, 'feet')).toBe(500);
  });

  it('turns acres into the radius of a circle of that area', () => {
    expect(radiusInFeet(1, 'acres')).toBeCloseTo(117.75, 2);
    expect(radiusInFeet(100, 'acres')).toBeCloseTo(1177.5, 1);
    const radius = radiusInFeet(40, 'acres');
    expect(Math.PI * radius ** 2).toBeCloseTo(40 * 43_560, 6);
  });
});

describe('planBufferRings', () => {
  it('draws the two default buffers, 0.25 and 0.5 miles, in their colours', () => {
    expect(planBufferRings(DEFAULT_BUFFER_ROWS)).toEqual([
      { row: 0, color: '#d2b48c', radiusFeet: 1320, label: '0.25 mi' },
      { row: 1, color: '#ff7f50', radiusFeet: 2640, label: '0.5 mi' },
    ]);
  });

  it('skips rows that are off, 0, empty or not a number of 0 or more', () => {
    const rows = [
      { ...row('1', 'miles'), enabled: false },
      row('0', 'miles'),
      row('', 'feet'),
      row('-2', 'miles'),
      row('two', 'acres'),
      row('100', 'acres'),
    ];
    expect(planBufferRings(rows).map((ring) => ring.row)).toEqual([5]);
  });

  it('orders the rings by radius, each keeping its row and colour', () => {
    const rows = [
      row('1', 'miles', '#111111'),
      row('500', 'feet', '#222222'),
      row('100', 'acres', '#333333'),
    ];
    expect(
      planBufferRings(rows).map(({ row: index, color, label }) => [index, color, label]),
    ).toEqual([
      [1, '#222222', '500 ft'],
      [2, '#333333', '100 ac'],
      [0, '#111111', '1 mi'],
    ]);
  });

  it('keeps one ring where two rows are the same size', () => {
    const rows = [
      row('0.25', 'miles', '#111111'),
      row('1320', 'feet', '#222222'),
      row('1', 'miles'),
    ];
    expect(planBufferRings(rows).map((ring) => ring.label)).toEqual(['0.25 mi', '1 mi']);
  });

  it('refuses a buffer wider than the map can draw', () => {
    expect(readBufferRow(row('1000', 'miles'))).toEqual({ kind: 'amount', value: 1000 });
    expect(readBufferRow(row('1001', 'miles'))).toMatchObject({
      kind: 'invalid',
      message: 'Too large to draw: a buffer reaches at most 1,000 miles from its centre.',
    });
    expect(planBufferRings([row('5000', 'miles'), row('1', 'miles')])).toHaveLength(1);
  });
});

describe('loading the buffer plan', () => {
  it('makes no number formatter until a ring is labelled: the map loads it before the tool is opened', async () => {
    const formatterMade = jest.spyOn(Intl, 'NumberFormat');
    try {
      await jest.isolateModulesAsync(async () => {
        const plan = await import('./bufferPlan');
        expect(formatterMade).not.toHaveBeenCalled();
        expect(plan.planBufferRings([row('0.5', 'miles')])[0]?.label).toBe('0.5 mi');
      });
      expect(formatterMade).toHaveBeenCalledTimes(1);
    } finally {
      formatterMade.mockRestore();
    }
  });
});
