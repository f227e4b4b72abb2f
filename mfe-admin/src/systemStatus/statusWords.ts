const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * A span of time as staff say it, rounded down: "40 s", "15 min", "3 h", "3 h 20 min",
 * "2 days". Hours keep their minutes below ten hours, where the minutes still matter.
 */
export function spanText(ms: number): string {
  if (ms < MINUTE_MS) return `${Math.max(0, Math.floor(ms / 1000))} s`;
  if (ms < HOUR_MS) return `${Math.floor(ms / MINUTE_MS)} min`;
  if (ms < 2 * DAY_MS) {
    const hours = Math.floor(ms / HOUR_MS);
    const minutes = Math.floor((ms % HOUR_MS) / MINUTE_MS);
    return hours < 10 && minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  }
  return plural(Math.floor(ms / DAY_MS), 'day');
}

/** How long before `now` the instant was: "3 h ago". */
export function agoText(iso: string, now: string): string {
  return `${spanText(Date.parse(now) - Date.parse(iso))} ago`;
}

/** How long after `now` the instant is, or how late it is: "in 12 min", "5 min late". */
export function dueText(iso: string, now: string): string {
  const ms = Date.parse(iso) - Date.parse(now);
  return ms >= 0 ? `in ${spanText(ms)}` : `${spanText(-ms)} late`;
}

/** A frequency in minutes: "15 min", "1 h", "1 day". */
export function everyText(minutes: number): string {
  return spanText(minutes * MINUTE_MS);
}
