import { districtToday, formatDenver, lastDaysWindow } from './districtClock';

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
