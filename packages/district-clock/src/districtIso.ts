import { DISTRICT_TIME_ZONE } from './districtClock';

const HOUR_MS = 3_600_000;

/** Made on first use, so an app that never calls `districtIso` does not build it. */
let offsetFormat: Intl.DateTimeFormat | undefined;

/** The district's UTC offset by hour since the epoch: the offset only changes on the hour. */
const offsets = new Map<number, { minutes: number; text: string }>();
/** About a year of hours: a long history does not keep every hour it ever met. */
const MOST_HOURS_KEPT = 10_000;

function offsetAt(ms: number): { minutes: number; text: string } {
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsets.get(hour);
  if (!offset) {
    // "GMT-06:00", or "GMT" at offset zero.
    offsetFormat ??= new Intl.DateTimeFormat('en-US', {
      timeZone: DISTRICT_TIME_ZONE,
      timeZoneName: 'longOffset',
    });
    const name = offsetFormat
      .formatToParts(new Date(hour * HOUR_MS))
      .find((part) => part.type === 'timeZoneName')!.value;
    const match = /GMT([+-])(\d\d):(\d\d)/.exec(name);
    const minutes = match
      ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]))
      : 0;
    offset = { minutes, text: match ? `${match[1]}${match[2]}:${match[3]}` : '+00:00' };
    if (offsets.size >= MOST_HOURS_KEPT) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

/**
 * An instant as ISO 8601 on the district's clock with its UTC offset: 2026-03-08T03:00:00-06:00.
 * A page holds up to 10,000 readings: the offset is looked up once per hour, not per reading
 * (date-fns-tz formatting each reading is far slower).
 */
export function districtIso(instant: Date): string {
  const ms = instant.getTime();
  const offset = offsetAt(ms);
  return `${new Date(ms + offset.minutes * 60_000).toISOString().slice(0, 19)}${offset.text}`;
}
