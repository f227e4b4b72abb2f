import * as z from 'zod';

/** The years a reading, a window or a schedule may name; anything else is a typo or a probe. */
export const SANE_YEARS = { first: 1900, last: 2100 } as const;

const SANE_YEARS_MESSAGE = `a date between ${SANE_YEARS.first} and ${SANE_YEARS.last}`;

/** ISO dates and date-times start with their four-digit year. */
function inSaneYears(text: string): boolean {
  const year = Number(text.slice(0, 4));
  return year >= SANE_YEARS.first && year <= SANE_YEARS.last;
}

/** An instant with its offset (`2026-11-26T09:00:00-07:00`), within `SANE_YEARS`. */
export const instantSchema = z.iso
  .datetime({ offset: true })
  .refine(inSaneYears, { error: SANE_YEARS_MESSAGE });

/** A real calendar day written `YYYY-MM-DD` (2026-02-30 is refused), within `SANE_YEARS`. */
export const calendarDaySchema = z.iso.date().refine(inSaneYears, { error: SANE_YEARS_MESSAGE });
