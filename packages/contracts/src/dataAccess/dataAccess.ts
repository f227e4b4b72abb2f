import * as z from 'zod';
import { idListParamSchema, idParamSchema } from '../ids';
import { calendarDaySchema } from '../instants';

/**
 * The data-access area (spec/dashboard.md §2, §3, §7): Time Series Comparisons, Query &
 * Download, the batteries and site summary tables, and the landing dashboard.
 */

const id = idParamSchema;
const idList = idListParamSchema;

// ---- Time Series Comparisons ------------------------------------------------------------------

/** `GET /api/ts-compare-dropdown-facilities`. */
export const comparisonFacilitySchema = z.object({
  facility_ndx: z.number().int(),
  facility_name: z.string(),
  facility_type_desc: z.string(),
});
export type ComparisonFacility = z.infer<typeof comparisonFacilitySchema>;

/** `GET /api/ts-compare-dropdown-parameters?facilities=1,2`. */
export const comparisonParameterSchema = z.object({
  parameter_ndx: z.number().int(),
  parameter_name: z.string(),
  units: z.string(),
});
export type ComparisonParameter = z.infer<typeof comparisonParameterSchema>;

/** Narrows the comparison dropdowns to facilities (and, for locations, a parameter). */
export const comparisonDropdownQuerySchema = z.object({
  facilities: idList.optional(),
  parameter: id.optional(),
});

/**
 * `GET /api/ts-compare-dropdown-locations-assoc`: a location with the parameters it records and
 * its coordinates (the comparison's map).
 */
export const comparisonLocationSchema = z.object({
  location_ndx: z.number().int(),
  location_name: z.string(),
  location_id: z.string(),
  legend_color: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  facility_ndx_array: z.array(z.number().int()),
  parameter_ndx_array: z.array(z.number().int()),
});
export type ComparisonLocation = z.infer<typeof comparisonLocationSchema>;

/** The longest window each comparison endpoint answers, in days. */
export const COMPARISON_MAX_DAYS = { daily: 7_320, raw: 92 } as const;

/** Path of `ts-compare-{daily-data|raw-data}/{parameter}/{locations}/{startDate}/{endDate}`. */
export const comparisonDataParamsSchema = z.object({
  parameter: id,
  locations: idList,
  startDate: calendarDaySchema,
  endDate: calendarDaySchema,
});

/**
 * One location's line of a comparison axis: points `[epoch ms, value]`, oldest first (raw data
 * downsampled past 2,000 points per location, peaks kept).
 */
export const comparisonSeriesSchema = z.object({
  location_ndx: z.number().int(),
  location_name: z.string(),
  parameter_name: z.string(),
  units: z.string(),
  legend_color: z.string(),
  points: z.array(z.tuple([z.number(), z.number()])),
});
export type ComparisonSeries = z.infer<typeof comparisonSeriesSchema>;

/** What the page says when an axis has nothing to draw (spec §5). */
export const COMPARISON_NO_DATA_WARNING = 'No data available for left, right or left or right axis';

// ---- Query & Download -------------------------------------------------------------------------

/** `GET /api/facility-query-download/list-facility-types-united-only`. */
export const downloadFacilityTypeSchema = z.object({
  facility_type_ndx: z.number().int(),
  facility_type_desc: z.string(),
});
export type DownloadFacilityType = z.infer<typeof downloadFacilityTypeSchema>;

/** `GET /api/facility-query-download/list-facilities-with-types`. */
export const downloadFacilitySchema = z.object({
  facility_ndx: z.number().int(),
  facility_name: z.string(),
  facility_type_ndx: z.number().int(),
  facility_type_desc: z.string(),
});
export type DownloadFacility = z.infer<typeof downloadFacilitySchema>;

/** `GET /api/facility-query-download/q-d-list-parameter-groups`. */
export const downloadParameterGroupSchema = z.object({
  parameter_group_ndx: z.number().int(),
  parameter_group_name: z.string(),
});
export type DownloadParameterGroup = z.infer<typeof downloadParameterGroupSchema>;

/** `POST /api/facility-query-download/{data-15min|data-daily}`: answers a streamed CSV file. */
export const downloadRequestSchema = z
  .strictObject({
    facilities: z.array(id).min(1, 'choose at least one facility').max(500),
    parameterGroups: z.array(id).min(1, 'choose at least one measurement').max(100),
    startDate: calendarDaySchema,
    endDate: calendarDaySchema,
  })
  .refine((body) => body.startDate <= body.endDate, {
    message: 'startDate must not be after endDate',
    path: ['startDate'],
  });
export type DownloadRequest = z.infer<typeof downloadRequestSchema>;

/** The download endpoints (spec §7). */
export const DOWNLOAD_ENDPOINT_PATHS = ['data-15min', 'data-daily'] as const;

/** The download's toasts (spec §8). */
export const DOWNLOAD_MESSAGES = {
  saved: 'CSV file successfully added to download folder.',
  failed: 'Failed to download CSV file.',
} as const;

/** Why a download failed, shown under Download after the failure toast (spec §8's fetch helper). */
export const downloadFetchError = (message: string) => `Failed to fetch data: ${message}`;

// ---- Report tables -----------------------------------------------------------------------------

/** `GET /api/display-batteries-last7days-stats`: a location's battery over the last 7 days. */
export const batteryStatsRowSchema = z.object({
  location_ndx: z.number().int(),
  location_display_label: z.string(),
  min_7day: z.number().nullable(),
  max_7day: z.number().nullable(),
  last_reading: z.number().nullable(),
  last_timestamp: z.string().nullable(),
});
export type BatteryStatsRow = z.infer<typeof batteryStatsRowSchema>;

/** The batteries table's column headings, in order (spec §2 "Batteries Status Table"). */
export const BATTERY_STATS_HEADINGS = {
  location_display_label: 'Location Name',
  min_7day: 'MIN 7-day',
  max_7day: 'MAX 7-day',
} as const;

/**
 * `GET /api/reports-site-param-summary-united-stations`: a location × parameter with its period
 * of record (spec §3 "Site summary row"); `is_alert` when an enabled alert watches it.
 */
export const siteSummaryRowSchema = z.object({
  location_ndx: z.number().int(),
  parameter_ndx: z.number().int(),
  is_alert: z.boolean(),
  facility_type_desc: z.string().nullable(),
  facility_name: z.string().nullable(),
  parameter: z.string(),
  location_name: z.string(),
  start_por: z.string().nullable(),
  end_por: z.string().nullable(),
  county_name: z.string().nullable(),
  waterbody_name: z.string().nullable(),
  huc12_name: z.string().nullable(),
});
export type SiteSummaryRow = z.infer<typeof siteSummaryRowSchema>;

/** The site summary's column headings, in order (spec §2 "Site Summary Table"). */
export const SITE_SUMMARY_HEADINGS = {
  is_alert: 'Alert',
  facility_type_desc: 'Facility Type',
  facility_name: 'Facility Name',
  parameter: 'Parameter',
  location_name: 'Location Name',
  start_por: 'POR Start',
  end_por: 'POR End',
  county_name: 'County',
  waterbody_name: 'Water Body',
  huc12_name: 'Watershed',
} as const;

// ---- Landing dashboard -------------------------------------------------------------------------

/** `GET /api/list-dashboard-parameters`. */
export const dashboardParameterSchema = z.object({
  parameter_ndx: z.number().int(),
  parameter_name: z.string(),
});
export type DashboardParameter = z.infer<typeof dashboardParameterSchema>;

/** The landing dashboard's look-back limit and defaults (spec §5, §9). */
export const DASHBOARD_MAX_HOURS = 24;
export const DASHBOARD_DEFAULT_PARAMETER = 67;
export const DASHBOARD_HOURS_DEBOUNCE_MS = 1000;
export const DASHBOARD_HOURS_MESSAGE = 'Value must not exceed 24';

/** Path of `display-dashgraph-data-hourly/{parameter}/{hours}`. */
export const dashboardReadingsParamsSchema = z.object({
  parameter: id,
  hours: z.coerce
    .number()
    .int('hours must be a whole number')
    .min(0)
    .max(DASHBOARD_MAX_HOURS, DASHBOARD_HOURS_MESSAGE),
});

/** A location's latest reading at or before now − hours (spec §3 "Reading"). */
export const dashboardReadingSchema = z.object({
  location_label: z.string(),
  parameter_name: z.string(),
  unit_name: z.string(),
  collect_timestamp: z.string(),
  data_value: z.number(),
  datasrc_name: z.string().nullable(),
  bar_color: z.string(),
});
export type DashboardReading = z.infer<typeof dashboardReadingSchema>;

/** The chart label of a look-back (spec §9): 'Last Report', '1 Hour Ago', 'N Hours Ago'. */
export function lookBackLabel(hours: number): string {
  if (hours === 0) return 'Last Report';
  return hours === 1 ? '1 Hour Ago' : `${hours} Hours Ago`;
}
