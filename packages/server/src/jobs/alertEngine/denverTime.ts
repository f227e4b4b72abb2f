import { TZDate } from '@date-fns/tz';
import { DISTRICT_TIME_ZONE } from '@headgate/district-clock';

/** An instant as people in the district read it: 11/24/2026 8:15 PM MST. */
export function formatInTimeZone(at: Date): string {
  const local = new TZDate(at.getTime(), DISTRICT_TIME_ZONE);
  const zone = local.getTimezoneOffset() === 360 ? 'MDT' : 'MST';
  const hour = local.getHours() % 12 || 12;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(local.getMonth() + 1)}/${pad(local.getDate())}/${local.getFullYear()} ${hour}:${pad(local.getMinutes())} ${local.getHours() < 12 ? 'AM' : 'PM'} ${zone}`;
}
