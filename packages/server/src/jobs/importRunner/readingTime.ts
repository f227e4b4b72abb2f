import { TZDate } from '@date-fns/tz';
import { LOCAL_TIME_ZONE } from '../../timeseries';

/**
 * How a file's clock relates to the district's (spec §2 Apply Daylight Savings Offset):
 * 0 the file is on the district's clock, daylight saving included; 1 the file stays on standard
 * time all year (an hour is added during daylight time), so it is UTC−7 throughout; 2 the file
 * stays on daylight time all year (an hour is subtracted during standard time): UTC−6.
 */
export type DaylightOffsetOption = 0 | 1 | 2;

const FIXED_OFFSET_HOURS: Record<1 | 2, number> = { 1: -7, 2: -6 };

export interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/**
 * The instant of a reading's local time, or a reason it has none. On the district's clock
 * (option 0) the hour repeated when daylight saving ends means its first pass (daylight time),
 * and a time in the hour skipped when it starts does not exist: such a line is rejected.
 */
export function readingInstant(local: LocalTime, option: DaylightOffsetOption): Date | string {
  const { year, month, day, hour, minute, second } = local;
  if (option !== 0) {
    const utc = Date.UTC(year, month - 1, day, hour, minute, second);
    return new Date(utc - FIXED_OFFSET_HOURS[option] * 3_600_000);
  }
  const instant = new TZDate(year, month - 1, day, hour, minute, second, LOCAL_TIME_ZONE);
  // A skipped local time comes back moved an hour on: its wall clock differs from the file's.
  if (instant.getHours() !== hour || instant.getMinutes() !== minute) {
    return `${pad(hour)}:${pad(minute)} on ${year}-${pad(month)}-${pad(day)} does not exist on the district's clock (daylight saving starts)`;
  }
  return new Date(instant.getTime());
}

const pad = (n: number) => String(n).padStart(2, '0');

const DATE_PATTERNS: { pattern: RegExp; order: 'ymd' | 'mdy' }[] = [
  { pattern: /^(\d{4})-(\d{1,2})-(\d{1,2})/, order: 'ymd' },
  { pattern: /^(\d{4})\/(\d{1,2})\/(\d{1,2})/, order: 'ymd' },
  { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})/, order: 'mdy' },
];
const TIME_PATTERN = /(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?$/;

/**
 * A local date and time read from a file's date field and optional time field. Dates are
 * YYYY-MM-DD, YYYY/MM/DD or MM/DD/YYYY; times HH:MM[:SS], 24-hour or with AM/PM; the time
 * may also end the date field ('2026-03-08 01:45', '2026-03-08T01:45').
 */
export function parseLocalTime(dateField: string, timeField: string | null): LocalTime | string {
  const date = dateField.trim();
  const match = DATE_PATTERNS.map(({ pattern, order }) => ({
    found: pattern.exec(date),
    order,
  })).find(({ found }) => found);
  if (!match?.found) return `"${dateField}" is not a date`;
  const [a, b, c] = match.found.slice(1).map(Number) as [number, number, number];
  const [year, month, day] = match.order === 'ymd' ? [a, b, c] : [c, a, b];
  const timeText = (timeField ?? date.slice(match.found[0].length).replace(/^[T ]/, '')).trim();
  let hour = 0;
  let minute = 0;
  let second = 0;
  if (timeText) {
    const time = TIME_PATTERN.exec(timeText);
    if (!time) return `"${timeText}" is not a time`;
    hour = Number(time[1]);
    minute = Number(time[2]);
    second = Number(time[3] ?? 0);
    const meridiem = time[4]?.toLowerCase();
    if (meridiem) {
      if (hour < 1 || hour > 12) return `"${timeText}" is not a time`;
      hour = (hour % 12) + (meridiem === 'pm' ? 12 : 0);
    }
  }
  const valid = new Date(Date.UTC(year, month - 1, day));
  if (
    valid.getUTCFullYear() !== year ||
    valid.getUTCMonth() !== month - 1 ||
    valid.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    return `"${[dateField, timeField].filter(Boolean).join(' ')}" is not a valid date and time`;
  }
  return { year, month, day, hour, minute, second };
}
