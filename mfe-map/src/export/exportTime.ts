import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { DISTRICT_TIME_ZONE, TIMESTAMP_FORMAT } from '@headgate/district-clock';

const inDistrict = { in: tz(DISTRICT_TIME_ZONE) };

/** The district's calendar day of an instant, as YYYY-MM-DD (for file names). */
export function districtDay(at: Date): string {
  return format(at, 'yyyy-MM-dd', inDistrict);
}

/** An instant as `MM/dd/yyyy, h:mm a` on the district's clock (spec/public-map.md §9). */
export function districtTimestamp(at: Date): string {
  return format(at, TIMESTAMP_FORMAT, inDistrict);
}
