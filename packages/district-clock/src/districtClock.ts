import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** The district's clock (spec §9). */
export const DISTRICT_TIME_ZONE = 'America/Denver';

// The product's date formats (date-fns patterns, on the district's clock): every screen formats
// with one of these, so the site reads the same everywhere.
/** A calendar day (spec/public-map.md §9, spec/dashboard.md §9). */
export const DATE_FORMAT = 'MM/dd/yyyy';
/** A date and time, as dashboard.md §9 writes it ("MM/dd/yyyy and hh:mm a"). */
export const DATE_TIME_FORMAT = 'MM/dd/yyyy hh:mm a';
/** A reading's or an event's time (public-map.md §9 "MM/DD/YYYY, h:mm a for timestamps"). */
export const TIMESTAMP_FORMAT = 'MM/dd/yyyy, h:mm a';
/** A 15-minute reading in a chart's tooltip (public-map.md §9). */
export const READING_TIME_FORMAT = 'MMM dd yyyy, hh:mm a';
/** A recent time where a phone's column is narrow: the year is this year's. */
export const SHORT_TIMESTAMP_FORMAT = 'MM/dd h:mm a';
/** A job's start or end, where seconds tell runs apart. */
export const RUN_TIME_FORMAT = 'MM/dd/yyyy, h:mm:ss a';

/** An instant (ISO text or epoch ms) on the district's clock, in a date-fns pattern. */
export function formatDenver(instant: string | number, pattern = DATE_TIME_FORMAT): string {
  return format(new TZDate(new Date(instant).getTime(), DISTRICT_TIME_ZONE), pattern);
}

/** The district's zone as people there name it at an instant: MST, or MDT in daylight time. */
export function districtZoneName(instant: string | number): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: DISTRICT_TIME_ZONE,
    timeZoneName: 'short',
  }).formatToParts(new Date(instant));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? DISTRICT_TIME_ZONE;
}

/** Today's date on the district's clock, as `yyyy-MM-dd`. */
export function districtToday(now: Date = new Date()): string {
  return format(new TZDate(now.getTime(), DISTRICT_TIME_ZONE), 'yyyy-MM-dd');
}

/**
 * The window of the last `days` days up to `now`, as instants the API takes. Rounded to the
 * minute, so the same choice within a minute asks for the same window (and hits the cache).
 */
export function lastDaysWindow(days: number, now: Date): { start: string; end: string } {
  const end = Math.floor(now.getTime() / 60_000) * 60_000;
  return {
    start: new Date(end - days * 86_400_000).toISOString(),
    end: new Date(end).toISOString(),
  };
}

/** The minute a `datetime-local` field shows (yyyy-MM-ddTHH:mm), read on the district's clock. */
export const LOCAL_INPUT_FORMAT = "yyyy-MM-dd'T'HH:mm";

/**
 * A `datetime-local` value read on the district's clock, as ISO 8601 with its offset; null when
 * it is not one. In the hour repeated when daylight saving ends, the first (daylight) is meant.
 */
export function fromDenverInput(text: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return new TZDate(year, month - 1, day, hour, minute, DISTRICT_TIME_ZONE).toISOString();
}
