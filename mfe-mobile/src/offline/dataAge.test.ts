import { minutesAgo, offlineAgeText } from './dataAge';

const AS_OF = Date.parse('2026-07-04T18:30:00Z'); // 12:30 PM in Denver (daylight time)

it("says when the kept data came, in Denver's time, and how many minutes ago", () => {
  expect(offlineAgeText(AS_OF, AS_OF + 42 * 60_000 + 59_000)).toBe(
    'Offline — data as of 07/04/2026, 12:30 PM (42 minutes ago)',
  );
  expect(offlineAgeText(AS_OF, AS_OF + 60_000)).toBe(
    'Offline — data as of 07/04/2026, 12:30 PM (1 minute ago)',
  );
});

it('uses standard time in winter', () => {
  expect(
    offlineAgeText(Date.parse('2026-01-15T18:30:00Z'), Date.parse('2026-01-15T18:30:00Z')),
  ).toBe('Offline — data as of 01/15/2026, 11:30 AM (0 minutes ago)');
});

it('never counts minutes backwards', () => {
  expect(minutesAgo(AS_OF, AS_OF - 5_000)).toBe(0);
});
