import { localTimestampFormat } from '../../core/timeseries/localTimestamp';

describe('localTimestampFormat', () => {
  it('writes Denver clock time with its offset, telling the repeated hour apart', () => {
    const format = localTimestampFormat();
    // 2026-11-01: daylight saving ends at 02:00 MDT, so 01:30 happens twice.
    expect(format(new Date('2026-11-01T07:30:00Z'))).toBe('2026-11-01T01:30:00-06:00');
    expect(format(new Date('2026-11-01T08:30:00Z'))).toBe('2026-11-01T01:30:00-07:00');
    expect(format(new Date('2026-05-01T19:15:00Z'))).toBe('2026-05-01T13:15:00-06:00');
    expect(format(new Date('2026-01-15T00:00:00Z'))).toBe('2026-01-14T17:00:00-07:00');
  });
});
