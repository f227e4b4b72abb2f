import * as z from 'zod';
import { calendarDaySchema } from '../instants';
import { GRAPH_KINDS, type GraphKind } from './graphKinds';
import { DEFAULT_GRAPH_DAYS } from './graphSeries';

/** A calendar day on the district's clock (America/Denver), written `YYYY-MM-DD`. */
export type CalendarDay = string;

/** The days a CSV export covers, both included. */
export interface CsvExportDays {
  from: CalendarDay;
  to: CalendarDay;
}

const DAY_MS = 86_400_000;

function calendarParts(day: CalendarDay): [year: number, month: number, date: number] {
  const [year, month, date] = day.split('-').map(Number);
  return [year!, month!, date!];
}

function dayOf(utcMs: number): CalendarDay {
  return new Date(utcMs).toISOString().slice(0, 10);
}

/**
 * The same date `months` calendar months later (or earlier), clamped to the last day of a
 * shorter month: Jan 31 + 1 month is Feb 28 (Feb 29 in a leap year). Plain calendar arithmetic:
 * a day has no time zone.
 */
export function addCalendarMonths(day: CalendarDay, months: number): CalendarDay {
  const [year, month, date] = calendarParts(day);
  const lastDate = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return dayOf(Date.UTC(year, month - 1 + months, Math.min(date, lastDate)));
}

/** The day `days` calendar days later (or earlier). */
export function addCalendarDays(day: CalendarDay, days: number): CalendarDay {
  const [year, month, date] = calendarParts(day);
  return dayOf(Date.UTC(year, month - 1, date) + days * DAY_MS);
}

/**
 * The rows a time-series CSV export holds (spec/public-map.md §5): those whose timestamp falls
 * between the start date and one month after the end date, both days included, on the
 * district's clock. The one place this rule lives: the panel says it and the server applies it.
 */
export function csvExportWindow(start: CalendarDay, end: CalendarDay): CsvExportDays {
  return { from: start, to: addCalendarMonths(end, 1) };
}

/**
 * The days of a CSV download; without them, the panel's default window (the last 3 days up to
 * `today`).
 */
export const graphCsvQuerySchema = z
  .object({ start: calendarDaySchema.optional(), end: calendarDaySchema.optional() })
  .refine((query) => !query.start || !query.end || query.start <= query.end, {
    message: 'start must not be after end',
    path: ['start'],
  });
export type GraphCsvQuery = z.infer<typeof graphCsvQuerySchema>;

/** The start and end days of a CSV download, the defaults filled in from `today`. */
export function graphCsvDays(
  query: GraphCsvQuery,
  today: CalendarDay,
): { start: CalendarDay; end: CalendarDay } {
  const end = query.end ?? (query.start && query.start > today ? query.start : today);
  return { start: query.start ?? addCalendarDays(end, -DEFAULT_GRAPH_DAYS), end };
}

/** The columns of a time-series CSV: the row of spec/public-map.md §3 with the kind's value. */
export function graphCsvColumns(kind: GraphKind): string[] {
  return [
    'collect_timestamp',
    'units',
    'source',
    'location_name',
    'location_id',
    GRAPH_KINDS[kind].field,
  ];
}

/** The name a CSV download is saved under: location id, kind and the days it covers. */
export function graphCsvFileName(locationId: string, kind: GraphKind, days: CsvExportDays): string {
  const safeId = locationId.replace(/[^A-Za-z0-9._-]+/g, '_') || 'location';
  return `${safeId}_${GRAPH_KINDS[kind].field}_${days.from}_to_${days.to}.csv`;
}
