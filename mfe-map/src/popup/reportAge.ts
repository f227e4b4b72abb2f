/** A location whose newest report is older than this is stale (as the server's reporting status). */
export const STALE_AFTER_HOURS = 24;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** How old a location's newest report is. */
export interface ReportAge {
  /** Whole hours since the report. */
  hours: number;
  /** True when the report is older than `STALE_AFTER_HOURS`. */
  stale: boolean;
  /** E.g. "last report 3 h ago". */
  text: string;
}

function ago(ageMs: number): string {
  if (ageMs < MINUTE_MS) return 'just now';
  if (ageMs < HOUR_MS) return `${Math.floor(ageMs / MINUTE_MS)} min ago`;
  if (ageMs < 2 * DAY_MS) return `${Math.floor(ageMs / HOUR_MS)} h ago`;
  return `${Math.floor(ageMs / DAY_MS)} d ago`;
}

/**
 * The age of a location's `last_report` at `now`: "last report just now", "… 12 min ago",
 * "… 3 h ago" (up to two days), "… 5 d ago". Null when there is no valid timestamp. A report
 * stamped in the future (clock skew) counts as just now.
 */
export function reportAge(lastReport: unknown, now: Date): ReportAge | null {
  if (typeof lastReport !== 'string' && !(lastReport instanceof Date)) return null;
  const reportedMs = new Date(lastReport).getTime();
  if (Number.isNaN(reportedMs)) return null;
  const ageMs = Math.max(0, now.getTime() - reportedMs);
  return {
    hours: Math.floor(ageMs / HOUR_MS),
    stale: ageMs > STALE_AFTER_HOURS * HOUR_MS,
    text: `last report ${ago(ageMs)}`,
  };
}
