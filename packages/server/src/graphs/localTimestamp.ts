import { LOCAL_TIME_ZONE } from '../timeseries';

const HOUR_MS = 3_600_000;
const OFFSET_FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: LOCAL_TIME_ZONE,
  timeZoneName: 'longOffset',
});

/** Minutes the district's clock is ahead of UTC at `instant` (negative: behind). */
function offsetMinutes(instant: Date): number {
  const name = OFFSET_FORMAT.formatToParts(instant).find((part) => part.type === 'timeZoneName');
  const match = /([+-])(\d\d):(\d\d)/.exec(name?.value ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

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
      offset = offsetMinutes(instant);
    }
    return `${new Date(ms + offset * 60_000).toISOString().slice(0, 19)}${offsetText(offset)}`;
  };
}
