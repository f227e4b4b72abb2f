import { downsampleLttb, type SeriesPoint } from './downsampleLttb';

const QUARTER_HOUR = 15 * 60 * 1000;

/** A deterministic wavy series with a sharp spike up at `high` and a sharp dip at `low`. */
function wavySeries(length: number, high: number, low: number): SeriesPoint[] {
  return Array.from({ length }, (_, index) => ({
    t: Date.UTC(2026, 0, 1) + index * QUARTER_HOUR,
    v:
      index === high
        ? 900
        : index === low
          ? -400
          : 100 + 40 * Math.sin(index / 7) + 10 * Math.cos(index / 3),
  }));
}

function extremes(points: readonly SeriesPoint[]): { max: SeriesPoint; min: SeriesPoint } {
  const max = points.reduce((best, point) => (point.v > best.v ? point : best));
  const min = points.reduce((best, point) => (point.v < best.v ? point : best));
  return { max, min };
}

describe('downsampleLttb', () => {
  it('holds the point cap and keeps the first and last points', () => {
    const points = wavySeries(5000, 1234, 4321);
    for (const cap of [2, 3, 4, 10, 100, 999]) {
      const reduced = downsampleLttb(points, cap);
      expect(reduced).toHaveLength(cap);
      expect(reduced[0]).toEqual(points[0]);
      expect(reduced[reduced.length - 1]).toEqual(points[points.length - 1]);
    }
  });

  it('keeps points in time order, choosing only original points', () => {
    const points = wavySeries(1000, 10, 20);
    const reduced = downsampleLttb(points, 50);
    const originals = new Set(points);
    reduced.forEach((point, index) => {
      expect(originals.has(point)).toBe(true);
      if (index > 0) expect(point.t).toBeGreaterThan(reduced[index - 1]!.t);
    });
  });

  it('keeps the global maximum and minimum peaks', () => {
    const points = wavySeries(5000, 1234, 4321);
    const { max, min } = extremes(points);
    for (const cap of [4, 5, 17, 100, 1000]) {
      const reduced = downsampleLttb(points, cap);
      expect(reduced.length).toBeLessThanOrEqual(cap);
      expect(reduced).toContainEqual(max);
      expect(reduced).toContainEqual(min);
    }
  });

  it('keeps both peaks within the cap when they fall in the same bucket', () => {
    const points = wavySeries(1000, 500, 501);
    const reduced = downsampleLttb(points, 10);
    expect(reduced.length).toBeLessThanOrEqual(10);
    expect(reduced).toContainEqual(points[500]);
    expect(reduced).toContainEqual(points[501]);
  });

  it('keeps a peak that plain LTTB would drop', () => {
    // A narrow spike just beside a much larger swing: the triangle rule favours the swing.
    const points: SeriesPoint[] = Array.from({ length: 100 }, (_, index) => ({
      t: index,
      v: index === 50 ? 5 : index === 51 ? 4.9 : index === 52 ? -5 : 0,
    }));
    points[49] = { t: 49, v: 4.95 };
    const reduced = downsampleLttb(points, 6);
    expect(reduced).toContainEqual({ t: 50, v: 5 });
    expect(reduced).toContainEqual({ t: 52, v: -5 });
  });

  it('returns a series within the cap unchanged', () => {
    const points = wavySeries(20, 3, 7);
    expect(downsampleLttb(points, 20)).toEqual(points);
    expect(downsampleLttb(points, 500)).toEqual(points);
    expect(downsampleLttb([], 2)).toEqual([]);
  });

  it('rejects a cap below 2 or not an integer', () => {
    expect(() => downsampleLttb(wavySeries(10, 1, 2), 1)).toThrow(RangeError);
    expect(() => downsampleLttb(wavySeries(10, 1, 2), 2.5)).toThrow(/maxPoints must be an integer/);
  });
});
