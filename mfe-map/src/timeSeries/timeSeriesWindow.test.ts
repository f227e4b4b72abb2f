import {
  dayOfPickerDate,
  defaultRange,
  formatDay,
  pickerDateOf,
  QUICK_RANGES,
  quickRange,
  rangeInstants,
  todayOnMapClock,
} from './timeSeriesWindow';

// 9 pm on May 3 in Denver, already May 4 in UTC.
const NOW = new Date('2026-05-04T03:00:00Z');
const [LAST_30_DAYS, LAST_12_MONTHS] = QUICK_RANGES;

describe('the time-series window', () => {
  it('takes today from the Denver clock, not UTC', () => {
    expect(todayOnMapClock(NOW)).toBe('2026-05-03');
  });

  it('defaults to the last 3 days, up to now', () => {
    const range = defaultRange(NOW);
    expect(range).toEqual({ start: '2026-04-30', end: '2026-05-03' });
    expect(rangeInstants(range, NOW)).toEqual({
      start: new Date('2026-04-30T06:00:00Z'),
      end: NOW,
    });
  });

  it('offers the last 30 days and the last 12 months, ending today', () => {
    expect(LAST_30_DAYS.label).toBe('Last 30 Days');
    expect(quickRange(LAST_30_DAYS, NOW)).toEqual({ start: '2026-04-03', end: '2026-05-03' });
    expect(LAST_12_MONTHS.label).toBe('Last 12 Months');
    expect(quickRange(LAST_12_MONTHS, NOW)).toEqual({ start: '2025-05-03', end: '2026-05-03' });
    expect(quickRange(LAST_12_MONTHS, new Date('2028-02-29T18:00:00Z'))).toEqual({
      start: '2027-02-28',
      end: '2028-02-29',
    });
  });

  it('runs from Denver midnight of the start day to the end of the end day', () => {
    // Daylight saving starts on March 8, 2026: that day begins at UTC-7 and ends at UTC-6.
    expect(rangeInstants({ start: '2026-03-08', end: '2026-03-08' }, NOW)).toEqual({
      start: new Date('2026-03-08T07:00:00Z'),
      end: new Date('2026-03-09T06:00:00Z'),
    });
  });

  it('carries a day through the pickers unchanged and writes it MM/dd/yyyy', () => {
    expect(dayOfPickerDate(pickerDateOf('2026-01-31'))).toBe('2026-01-31');
    expect(dayOfPickerDate(new Date(Number.NaN))).toBeNull();
    expect(dayOfPickerDate(null)).toBeNull();
    expect(formatDay('2026-01-31')).toBe('01/31/2026');
  });
});
