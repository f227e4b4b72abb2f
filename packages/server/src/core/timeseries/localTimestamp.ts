import { tzOffset } from '@date-fns/tz';
import { DISTRICT_TIME_ZONE } from '@headgate/district-clock';

const HOUR_MS = 3_600_000;

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  const hours = String(Math.floor(absolute / 60)).padStart(2, '0');
  return `${sign}${hours}:${String(absolute % 60).padStart(2, '0')}`;
}

/**
 * Writes instants as ISO 8601 on the district's clock with its offset
 * (`2026-05-01T13:15:00-06:00`): local time a reader recognises, and unambiguous in the repeated
 * hour when daylight saving ends. The offset changes only on the hour, so it is looked up once
 * per hour of a run of readings in time order.
 */
export function localTimestampFormat(): (instant: Date) => string {
  let hour = Number.NaN;
  let offset = 0;
  return (instant) => {
    const ms = instant.getTime();
    const instantHour = Math.floor(ms / HOUR_MS);
    if (instantHour !== hour) {
      hour = instantHour;
      offset = tzOffset(DISTRICT_TIME_ZONE, instant);
    }
    return `${new Date(ms + offset * 60_000).toISOString().slice(0, 19)}${offsetText(offset)}`;
  };
}
