import { TZDate } from '@date-fns/tz';
import { DISTRICT_TIME_ZONE } from '@headgate/district-clock';
import { InvalidParameter } from './ogcRefusals';

/** The instants a `datetime` asks for, both ends included; undefined for an open end. */
export interface TimeWindow {
  start: Date | undefined;
  end: Date | undefined;
}

const INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/i;
const DAY = /^(\d{4})-(\d\d)-(\d\d)$/;

/**
 * One end of a `datetime`: an RFC 3339 instant with its offset, or a calendar day, which stands
 * for the district's day (its first instant as a start, its last as an end).
 */
function readEnd(text: string, side: 'start' | 'end'): Date | undefined {
  if (text === '..' || text === '') return undefined;
  const day = DAY.exec(text);
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]) - 1, Number(day[3])];
    const first = new TZDate(year, month, date, DISTRICT_TIME_ZONE);
    const next = new TZDate(year, month, date + 1, DISTRICT_TIME_ZONE);
    const instant = side === 'start' ? first : new Date(next.getTime() - 1);
    if (!Number.isNaN(instant.getTime())) return new Date(instant.getTime());
  } else if (INSTANT.test(text) && !Number.isNaN(Date.parse(text))) {
    return new Date(text);
  }
  throw new InvalidParameter(
    'datetime',
    `"${text}" is neither an instant with its offset (2026-03-08T10:00:00Z) nor a day (2026-03-08).`,
  );
}

/**
 * Reads `datetime`: an instant or a day, or an interval `start/end` whose ends may be open
 * (`..` or empty), as OGC API – Features Part 1 writes them.
 */
export function readDatetime(value: string | undefined): TimeWindow {
  if (value === undefined) return { start: undefined, end: undefined };
  const parts = value.split('/');
  if (parts.length === 1) {
    if (DAY.test(value)) return { start: readEnd(value, 'start'), end: readEnd(value, 'end') };
    const instant = readEnd(value, 'start');
    if (!instant) throw new InvalidParameter('datetime', 'an open end needs an interval: ../end.');
    return { start: instant, end: instant };
  }
  if (parts.length !== 2) throw new InvalidParameter('datetime', 'has at most one "/".');
  const window = { start: readEnd(parts[0]!, 'start'), end: readEnd(parts[1]!, 'end') };
  if (window.start && window.end && window.start > window.end) {
    throw new InvalidParameter('datetime', 'starts after it ends.');
  }
  return window;
}
