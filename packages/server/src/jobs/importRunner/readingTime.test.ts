import { parseLocalTime, readingInstant, type LocalTime } from './readingTime';

const at = (text: string, time: string | null = null) => parseLocalTime(text, time) as LocalTime;
const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : value);

describe("a reading's local time", () => {
  it('reads ISO, slashed and US dates, 24-hour and AM/PM times, in one field or two', () => {
    expect(at('2026-03-08 01:45')).toEqual({
      year: 2026,
      month: 3,
      day: 8,
      hour: 1,
      minute: 45,
      second: 0,
    });
    expect(at('3/8/2026', '1:45 PM')).toMatchObject({ month: 3, day: 8, hour: 13, minute: 45 });
    expect(at('2026/11/01', '12:15 am')).toMatchObject({ hour: 0, minute: 15 });
    expect(parseLocalTime('2026-02-30', '01:00')).toBe(
      '"2026-02-30 01:00" is not a valid date and time',
    );
    expect(parseLocalTime('yesterday', null)).toBe('"yesterday" is not a date');
  });
});

describe('the daylight-saving options', () => {
  it('0: the district clock, both changes of 2026', () => {
    expect(iso(readingInstant(at('2026-03-08 01:45'), 0))).toBe('2026-03-08T08:45:00.000Z');
    expect(iso(readingInstant(at('2026-03-08 03:00'), 0))).toBe('2026-03-08T09:00:00.000Z');
    expect(readingInstant(at('2026-03-08 02:15'), 0)).toMatch(
      /does not exist on the district's clock/,
    );
    // The repeated hour means its first pass, on daylight time.
    expect(iso(readingInstant(at('2026-11-01 01:30'), 0))).toBe('2026-11-01T07:30:00.000Z');
    expect(iso(readingInstant(at('2026-11-01 02:30'), 0))).toBe('2026-11-01T09:30:00.000Z');
  });

  it('1: standard time all year, 2: daylight time all year', () => {
    expect(iso(readingInstant(at('2026-07-01 12:00'), 1))).toBe('2026-07-01T19:00:00.000Z');
    expect(iso(readingInstant(at('2026-03-08 02:15'), 1))).toBe('2026-03-08T09:15:00.000Z');
    expect(iso(readingInstant(at('2026-01-15 12:00'), 2))).toBe('2026-01-15T18:00:00.000Z');
    expect(iso(readingInstant(at('2026-11-01 01:30'), 2))).toBe('2026-11-01T07:30:00.000Z');
  });
});
