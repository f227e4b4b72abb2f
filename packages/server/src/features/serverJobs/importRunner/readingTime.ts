import { TZDate } from '@date-fns/tz';
import { DISTRICT_TIME_ZONE } from '@headgate/district-clock';

/**
 * How a file's clock relates to the district's (spec §2 Apply Daylight Savings Offset):
 * 0 the file is on the district's clock, daylight saving included; 1 the file stays on standard
 * time all year (an hour is added during daylight time), so it is UTC−7 throughout; 2 the file
 * stays on daylight time all year (an hour is subtracted during standard time): UTC−6.
 */
export type DaylightOffsetOption = 0 | 1 | 2;

const FIXED_OFFSET_HOURS: Record<1 | 2, number> = { 1: -7, 2: -6 };
const HOUR_MS = 3_600_000;

export interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/**
 * The instants a reading's local time can mean: one, none (a reason), or on the district's clock
 * (option 0) two for a time in the hour repeated when daylight saving ends, daylight pass first.
 * A time in the hour skipped when daylight saving starts does not exist: it has a reason.
 */
export function localInstants(local: LocalTime, option: DaylightOffsetOption): Date[] | string {
  const { year, month, day, hour, minute, second } = local;
  if (option !== 0) {
    const utc = Date.UTC(year, month - 1, day, hour, minute, second);
    return [new Date(utc - FIXED_OFFSET_HOURS[option] * 3_600_000)];
  }
  const instant = new TZDate(year, month - 1, day, hour, minute, second, DISTRICT_TIME_ZONE);
  const sameWallClock = (ms: number) => {
    const wall = new TZDate(ms, DISTRICT_TIME_ZONE);
    return wall.getHours() === hour && wall.getMinutes() === minute;
  };
  // A skipped local time comes back moved an hour on: its wall clock differs from the file's.
  if (!sameWallClock(instant.getTime())) {
    return `${pad(hour)}:${pad(minute)} on ${year}-${pad(month)}-${pad(day)} does not exist on the district's clock (daylight saving starts)`;
  }
  const ms = instant.getTime();
  if (sameWallClock(ms - HOUR_MS)) return [new Date(ms - HOUR_MS), new Date(ms)];
  if (sameWallClock(ms + HOUR_MS)) return [new Date(ms), new Date(ms + HOUR_MS)];
  return [new Date(ms)];
}

/**
 * Reads one file's local times as instants, line after line, never losing a reading in the
 * repeated hour of the fall-back night (01:00–01:59 on the district's clock):
 * - option 0: a time in that hour means its daylight (first) pass, unless the file has already
 *   gone past that instant (its times went back an hour: the standard-time, second pass); and it
 *   means the other pass when this file already has a reading at the chosen one. A third reading
 *   of the same wall-clock time has no instant left and is rejected with a reason.
 * - options 1 and 2: the file's clock has no repeated hour, so a second reading of the same time
 *   in that hour is rejected, saying the file looks like it is on the district's clock.
 */
export function fileClock(option: DaylightOffsetOption): (local: LocalTime) => Date | string {
  let previous: number | null = null;
  const repeatedHourTaken = new Set<number>();
  // The clock changes on the hour, so one look per local hour is enough; files run in time
  // order, so the last hour is kept: its offsets from the wall clock read as UTC.
  let hourKey = -1;
  let hourOffsets: number[] | null = null;
  let repeatedOnDistrictClock = false;
  return (local) => {
    const { year, month, day, hour, minute, second: seconds } = local;
    const key = ((year * 100 + month) * 100 + day) * 100 + hour;
    if (key !== hourKey) {
      const halfPast = { ...local, minute: 30, second: 0 };
      const instants = localInstants(halfPast, option);
      const wallHalfPast = Date.UTC(year, month - 1, day, hour, 30);
      hourKey = key;
      hourOffsets =
        typeof instants === 'string' ? null : instants.map((at) => wallHalfPast - at.getTime());
      const district = option === 0 ? instants : localInstants(halfPast, 0);
      repeatedOnDistrictClock = typeof district !== 'string' && district.length === 2;
    }
    if (!hourOffsets) return localInstants(local, option) as string;
    const wall = Date.UTC(year, month - 1, day, hour, minute, seconds);
    const candidates = hourOffsets.map((offset) => wall - offset);
    if (previous !== null && candidates.length === 2 && previous >= candidates[0]!) {
      candidates.reverse();
    }
    const chosen = repeatedOnDistrictClock
      ? candidates.find((at) => !repeatedHourTaken.has(at))
      : candidates[0];
    if (chosen === undefined) {
      const when = `${pad(hour)}:${pad(minute)} on ${year}-${pad(month)}-${pad(day)}`;
      return option === 0
        ? `${when} comes a third time: the repeated hour has only two passes`
        : `${when} comes twice, but a file on ${option === 1 ? 'standard' : 'daylight'} time all year repeats no hour (is it on the district's clock, option 0?)`;
    }
    if (repeatedOnDistrictClock) repeatedHourTaken.add(chosen);
    previous = chosen;
    return new Date(chosen);
  };
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
