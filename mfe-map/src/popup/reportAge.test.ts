import { STALE_AFTER_HOURS, reportAge } from './reportAge';

const now = new Date('2024-05-02T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('reportAge', () => {
  it.each([
    [0, 'last report just now', 0],
    [30_000, 'last report just now', 0],
    [12 * MINUTE, 'last report 12 min ago', 0],
    [59 * MINUTE, 'last report 59 min ago', 0],
    [3 * HOUR, 'last report 3 h ago', 3],
    [3 * HOUR + 59 * MINUTE, 'last report 3 h ago', 3],
    [30 * HOUR, 'last report 30 h ago', 30],
    [47 * HOUR, 'last report 47 h ago', 47],
    [48 * HOUR, 'last report 2 d ago', 48],
    [5 * 24 * HOUR + HOUR, 'last report 5 d ago', 121],
  ])('reads a report %p ms old as %p', (ageMs, text, hours) => {
    expect(reportAge(before(ageMs), now)).toMatchObject({ text, hours });
  });

  it(`turns stale after ${STALE_AFTER_HOURS} h`, () => {
    expect(STALE_AFTER_HOURS).toBe(24);
    expect(reportAge(before(24 * HOUR), now)?.stale).toBe(false);
    expect(reportAge(before(24 * HOUR + 1), now)?.stale).toBe(true);
    expect(reportAge(before(HOUR), now)?.stale).toBe(false);
  });

  it('takes a Date as well as an ISO text', () => {
    expect(reportAge(new Date(now.getTime() - 2 * HOUR), now)?.text).toBe('last report 2 h ago');
  });

  it('counts a report stamped in the future as just now', () => {
    expect(reportAge('2024-05-02T13:00:00Z', now)).toEqual({
      hours: 0,
      stale: false,
      text: 'last report just now',
    });
  });

  it.each([[null], [undefined], [''], ['yesterday'], [42]])('has no age for %p', (value) => {
    expect(reportAge(value, now)).toBeNull();
  });
});
