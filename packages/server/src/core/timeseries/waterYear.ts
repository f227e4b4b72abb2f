import { DISTRICT_TIME_ZONE } from '@headgate/district-clock';
import type { LocalDay } from '.';

/** The district's water year starts on April 1 and runs to March 31 of the next calendar year. */
export const WATER_YEAR_FIRST_MONTH = 4;

/** The calendar day on the district's clock at `instant`. */
export function localToday(instant: Date): LocalDay {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: DISTRICT_TIME_ZONE }).format(instant);
}

/** The water year `day` falls in, named by the calendar year it starts in. */
export function waterYearOf(day: LocalDay): number {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return month < WATER_YEAR_FIRST_MONTH ? year - 1 : year;
}

/** The first day of a water year. */
export function waterYearStart(waterYear: number): LocalDay {
  return `${waterYear}-0${WATER_YEAR_FIRST_MONTH}-01`;
}
