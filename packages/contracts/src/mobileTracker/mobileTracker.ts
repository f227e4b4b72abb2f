import * as z from 'zod';

/**
 * The Mobile Tracker (spec/dashboard.md §2, §3, §7): field staff's one-column view of storage,
 * recharge, augmentation and wells, the oldest last reports, the available-flow formulas and the
 * batteries.
 */

/** The report tables that are row × column records (`GET /api/display-mobile/{report}`). */
export const MOBILE_PIVOT_REPORTS = [
  'storage',
  'recharge',
  'augmentation',
  'wells',
  'batteries',
] as const;
export type MobilePivotReport = (typeof MOBILE_PIVOT_REPORTS)[number];

/** Every `display-mobile` call (spec §7). */
export const MOBILE_REPORTS = [
  ...MOBILE_PIVOT_REPORTS,
  'lastreport',
  'available-flow-calcs-formulas',
  'available-flow-calcs-notes',
] as const;
export type MobileReport = (typeof MOBILE_REPORTS)[number];

/**
 * The legend's three cell states (spec §2). A cell is `missing` when its series has stopped
 * reporting for {@link MOBILE_MISSING_DATA_HOURS}; `notCollecting` when a flow or pumping series
 * reports that no water is moving (0); `notApplicable` when the row has no such series.
 */
export const MOBILE_LEGEND = {
  missing: { label: 'Missing Data', color: '#FFEB3B' },
  notCollecting: { label: 'Not Collecting', text: '' },
  notApplicable: { label: 'Not Applicable', text: '-' },
} as const;

/** A series is missing data when its newest reading is older than this. */
export const MOBILE_MISSING_DATA_HOURS = 24;

/** Rows per page of every mobile table (spec §9). */
export const MOBILE_PAGE_SIZE = 60;

/** The tracker's narrow layout (spec §2). */
export const MOBILE_MAX_WIDTH_PX = 450;

/** A cell of a pivoted report (spec §3 "Mobile report row"). */
export const mobileReportRowSchema = z.object({
  row_name: z.string(),
  column_name: z.string(),
  /** The value as shown ('1,234 af'); '' for not collecting, '-' for not applicable. */
  result_formatted: z.string(),
  row_sort: z.number().int(),
  column_sort: z.number().int(),
  /** A background colour (the legend's yellow for missing data), or null. */
  highlight_color: z.string().nullable(),
  facility_ndx: z.number().int().nullable(),
});
export type MobileReportRow = z.infer<typeof mobileReportRowSchema>;

/** `display-mobile/lastreport`: each facility with its stalest location first (spec §3). */
export const mobileLastReportRowSchema = z.object({
  facility_name: z.string(),
  facility_ndx: z.number().int(),
  facility_type_desc: z.string(),
  /** The oldest of the facility's locations' newest readings; null when none ever reported. */
  last_report_timestamp: z.string().nullable(),
  locations_labels: z.array(z.string()),
});
export type MobileLastReportRow = z.infer<typeof mobileLastReportRowSchema>;

/** `display-mobile/available-flow-calcs-{formulas|notes}` (spec §3). */
export const mobileAvailableFlowRowSchema = z.object({
  storage_site: z.string(),
  facility_ndx: z.number().int(),
  most_recent_value_cfs: z.number().nullable(),
  flow_calc_formula: z.string(),
  flow_calc_notes: z.string(),
});
export type MobileAvailableFlowRow = z.infer<typeof mobileAvailableFlowRowSchema>;

/** The banner over kept data while the tracker has no network. */
export function offlineBannerText(asOf: string, minutesAgo: number): string {
  const ago = minutesAgo === 1 ? '1 minute ago' : `${minutesAgo} minutes ago`;
  return `Offline — data as of ${asOf} (${ago})`;
}
