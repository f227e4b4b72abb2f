import { tz } from '@date-fns/tz';
import { addDays, format, isValid, parseISO } from 'date-fns';
import {
  addCalendarDays,
  addCalendarMonths,
  DEFAULT_GRAPH_DAYS,
  type CalendarDay,
} from '@headgate/contracts';
import { DATE_FORMAT, DISTRICT_TIME_ZONE } from '@headgate/district-clock';

/** The days the panel shows, both included, on the map's clock (America/Denver). */
export interface DayRange {
  start: CalendarDay;
  end: CalendarDay;
}

/** The quick ranges of the Filters (spec/public-map.md §9), each ending today. */
export const QUICK_RANGES = [
  {
    id: 'last30Days',
    label: 'Last 30 Days',
    startFrom: (today: CalendarDay) => addCalendarDays(today, -30),
  },
  {
    id: 'last12Months',
    label: 'Last 12 Months',
    startFrom: (today: CalendarDay) => addCalendarMonths(today, -12),
  },
] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

const mapClock = tz(DISTRICT_TIME_ZONE);

/** Today on the map's clock. */
export function todayOnMapClock(now: Date): CalendarDay {
  return format(now, 'yyyy-MM-dd', { in: mapClock });
}

/** The panel's default window: the last 3 days, up to now. */
export function defaultRange(now: Date): DayRange {
  const end = todayOnMapClock(now);
  return { start: addCalendarDays(end, -DEFAULT_GRAPH_DAYS), end };
}

/** A quick range ending today. */
export function quickRange(range: QuickRange, now: Date): DayRange {
  const end = todayOnMapClock(now);
  return { start: range.startFrom(end), end };
}

/**
 * The instants a range covers, `[start, end)`: from 00:00 of its first day on the map's clock to
 * the end of its last day, or to `now` when that comes first (today is not over).
 */
export function rangeInstants(range: DayRange, now: Date): { start: Date; end: Date } {
  const start = parseISO(range.start, { in: mapClock });
  const dayAfterEnd = addDays(parseISO(range.end, { in: mapClock }), 1);
  return {
    start: new Date(start.getTime()),
    end: new Date(Math.min(dayAfterEnd.getTime(), now.getTime())),
  };
}

/**
 * The picker's value for a day. Pickers work in the browser's zone, so a day travels as that
 * zone's midnight of the same date: only its calendar fields matter.
 */
export function pickerDateOf(day: CalendarDay): Date {
  return parseISO(day);
}

/** The day a picker's value names, or null while what is typed is not a date. */
export function dayOfPickerDate(date: Date | null): CalendarDay | null {
  return date && isValid(date) ? format(date, 'yyyy-MM-dd') : null;
}

/** A day as the panel writes it, e.g. 05/01/2026. */
export function formatDay(day: CalendarDay): string {
  return format(parseISO(day), DATE_FORMAT);
}
