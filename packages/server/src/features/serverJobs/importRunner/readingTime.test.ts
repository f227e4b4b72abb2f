import { fileClock, localInstants, parseLocalTime, type LocalTime } from './readingTime';

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
  const isoAll = (value: Date[] | string) =>
    typeof value === 'string' ? value : value.map((at) => at.toISOString());
  /** A file's times read in order, as instants or reasons. */
  const readFile = (option: 0 | 1 | 2, times: string[]) => {
    const clock = fileClock(option);
    return times.map((time) => iso(clock(at(time))));
  };

  it('0: the district clock, both changes of 2026', () => {
    expect(isoAll(localInstants(at('2026-03-08 01:45'), 0))).toEqual(['2026-03-08T08:45:00.000Z']);
    expect(isoAll(localInstants(at('2026-03-08 03:00'), 0))).toEqual(['2026-03-08T09:00:00.000Z']);
    expect(localInstants(at('2026-03-08 02:15'), 0)).toMatch(
      /does not exist on the district's clock/,
    );
    // The repeated hour has two instants, daylight pass first.
    expect(isoAll(localInstants(at('2026-11-01 01:30'), 0))).toEqual([
      '2026-11-01T07:30:00.000Z',
      '2026-11-01T08:30:00.000Z',
    ]);
    expect(isoAll(localInstants(at('2026-11-01 02:30'), 0))).toEqual(['2026-11-01T09:30:00.000Z']);
  });

  it('0: both passes of the repeated hour keep every reading, in either order; a third is rejected', () => {
    const night = ['00:45', '01:00', '01:45', '01:00', '01:45', '02:00'].map(
      (time) => `2026-11-01 ${time}`,
    );
    const instants = [
      '2026-11-01T06:45:00.000Z',
      '2026-11-01T07:00:00.000Z',
      '2026-11-01T07:45:00.000Z',
      '2026-11-01T08:00:00.000Z',
      '2026-11-01T08:45:00.000Z',
      '2026-11-01T09:00:00.000Z',
    ];
    expect(readFile(0, night)).toEqual(instants);
    expect(readFile(0, [...night].reverse())).toEqual([...instants].reverse());
    expect(readFile(0, ['2026-11-01 01:15', '2026-11-01 01:15', '2026-11-01 01:15'])).toEqual([
      '2026-11-01T07:15:00.000Z',
      '2026-11-01T08:15:00.000Z',
      '01:15 on 2026-11-01 comes a third time: the repeated hour has only two passes',
    ]);
  });

  it('1: standard time all year, 2: daylight time all year', () => {
    expect(readFile(1, ['2026-07-01 12:00', '2026-03-08 02:15'])).toEqual([
      '2026-07-01T19:00:00.000Z',
      '2026-03-08T09:15:00.000Z',
    ]);
    expect(readFile(2, ['2026-01-15 12:00', '2026-11-01 01:30'])).toEqual([
      '2026-01-15T18:00:00.000Z',
      '2026-11-01T07:30:00.000Z',
    ]);
    expect(readFile(1, ['2026-11-01 01:30', '2026-11-01 01:30'])[1]).toBe(
      "01:30 on 2026-11-01 comes twice, but a file on standard time all year repeats no hour (is it on the district's clock, option 0?)",
    );
  });
});
