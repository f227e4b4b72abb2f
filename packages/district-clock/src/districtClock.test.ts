import {
  districtToday,
  districtZoneName,
  formatDenver,
  fromDenverInput,
  lastDaysWindow,
  LOCAL_INPUT_FORMAT,
} from './districtClock';

describe("the district's clock", () => {
  it('shows instants on Denver time, across a change of offset', () => {
    expect(formatDenver('2026-11-20T17:15:00Z')).toBe('11/20/2026 10:15 AM');
    expect(formatDenver('2026-07-20T17:15:00Z')).toBe('07/20/2026 11:15 AM');
    expect(formatDenver(Date.parse('2026-07-20T17:15:00Z'), 'MM/dd/yyyy')).toBe('07/20/2026');
  });

  it("knows Denver's date when UTC has moved on", () => {
    expect(districtToday(new Date('2026-11-25T03:00:00Z'))).toBe('2026-11-24');
  });

  it('gives the last days as instants, rounded to the minute', () => {
    expect(lastDaysWindow(3, new Date('2026-11-24T10:00:42Z'))).toEqual({
      start: '2026-11-21T10:00:00.000Z',
      end: '2026-11-24T10:00:00.000Z',
    });
  });
});

describe('a date-time field on the district clock', () => {
  it('reads the minute a field shows as an instant with its offset, in winter and summer', () => {
    expect(fromDenverInput('2026-11-25T08:00')).toBe('2026-11-25T08:00:00.000-07:00');
    expect(fromDenverInput('2026-07-01T08:00')).toBe('2026-07-01T08:00:00.000-06:00');
    expect(fromDenverInput('')).toBeNull();
  });

  it('shows an instant the way the field takes it', () => {
    expect(formatDenver('2026-11-25T15:00:00Z', LOCAL_INPUT_FORMAT)).toBe('2026-11-25T08:00');
  });
});

describe('the name of the district zone', () => {
  it('is MST in standard time and MDT in daylight time', () => {
    expect(districtZoneName('2026-11-20T11:45:00Z')).toBe('MST');
    expect(districtZoneName('2026-07-04T18:30:00Z')).toBe('MDT');
  });
});
