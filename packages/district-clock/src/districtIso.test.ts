import { formatDenver } from './districtClock';
import { districtIso } from './districtIso';

describe('a reading’s time on the district clock', () => {
  it('writes both 1:30 a.m. of the fall-back night apart by their offsets', () => {
    expect(districtIso(new Date('2026-11-01T07:30:00Z'))).toBe('2026-11-01T01:30:00-06:00');
    expect(districtIso(new Date('2026-11-01T08:30:00Z'))).toBe('2026-11-01T01:30:00-07:00');
  });

  it('agrees with the district clock at every 15 minutes of two years', () => {
    const start = Date.parse('2025-01-01T00:00:00Z');
    for (let step = 0; step < 2 * 366 * 96; step++) {
      const instant = start + step * 900_000;
      const expected = formatDenver(instant, "yyyy-MM-dd'T'HH:mm:ssXXX");
      if (districtIso(new Date(instant)) !== expected) {
        expect(districtIso(new Date(instant))).toBe(expected);
      }
    }
  });
});
