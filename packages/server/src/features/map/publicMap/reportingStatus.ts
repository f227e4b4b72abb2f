/** The reporting states a location can be in, as the map's filter offers them. */
export const REPORTING_STATES = ['Reporting', 'Not Reporting', 'No Data'] as const;
export type ReportingState = (typeof REPORTING_STATES)[number];

/** A location reporting within this long counts as reporting; older reports make it stale. */
export const STALE_AFTER_HOURS = 24;

/** The state of a location whose newest 15-minute reading is `lastReport`. */
export function reportingStatus(lastReport: Date | null, now: Date): ReportingState {
  if (!lastReport) return 'No Data';
  return now.getTime() - lastReport.getTime() <= STALE_AFTER_HOURS * 3_600_000
    ? 'Reporting'
    : 'Not Reporting';
}

/**
 * When the first of these locations, reporting now, turns stale unless it reports again: an answer
 * that shows reporting states is current until then. `Infinity` when none can change by itself.
 */
export function nextReportingChange(lastReports: readonly (string | null)[], now: Date): number {
  let next = Infinity;
  for (const lastReport of lastReports) {
    if (!lastReport) continue;
    const staleAt = Date.parse(lastReport) + STALE_AFTER_HOURS * 3_600_000;
    if (staleAt >= now.getTime() && staleAt < next) next = staleAt;
  }
  return next;
}
