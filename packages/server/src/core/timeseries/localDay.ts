/**
 * A calendar day on the district's clock (`DISTRICT_TIME_ZONE`), written `YYYY-MM-DD`. A reporting
 * day runs midnight to midnight there, so it is 23 hours long when daylight saving starts and 25
 * hours long when it ends.
 */
export type LocalDay = string;

const LOCAL_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Throws a `RangeError` unless `value` is a real calendar day written `YYYY-MM-DD`. */
export function assertLocalDay(name: string, value: unknown): asserts value is LocalDay {
  if (typeof value === 'string' && LOCAL_DAY.test(value)) {
    // Round-tripping through a UTC date rejects days that do not exist, such as 2026-02-30.
    const calendar = new Date(`${value}T00:00:00Z`);
    if (!Number.isNaN(calendar.getTime()) && calendar.toISOString().slice(0, 10) === value) return;
  }
  throw new RangeError(`${name} must be a calendar day written YYYY-MM-DD, got ${String(value)}`);
}
