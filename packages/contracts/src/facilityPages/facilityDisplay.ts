import * as z from 'zod';
import { calendarDaySchema } from '../instants';
import { idParamSchema } from '../ids';

/**
 * The facility pages' summary widgets (spec/public-map.md §3 "Facility display data",
 * spec/dashboard.md §2): `GET /api/get-display-facility/...`.
 */

/** Facility ids are `integer` columns, so anything beyond int4 can only be a typo. */
export const facilityDisplayParamsSchema = z.object({
  facilityNdx: idParamSchema,
});

/**
 * The day the water-year widgets count to, on the district's clock (America/Denver); today when
 * left out. Lets a report (or a test) look at a past day.
 */
export const waterYearQuerySchema = z.object({
  asOf: calendarDaySchema.optional(),
});

/** One of the last few 15-minute readings of a facility's primary series, per location. */
export const facilityLastFewRowSchema = z.object({
  collect_timestamp: z.string(),
  result_value: z.number(),
  location_ndx: z.number().int(),
  unit_desc: z.string(),
  graph_series_color: z.string(),
  location_id: z.string(),
});
export type FacilityLastFewRow = z.infer<typeof facilityLastFewRowSchema>;

/** One local month's flow volume at one location, in acre-feet, of the current water year. */
export const facilityMonthlyRowSchema = z.object({
  collect_month: z.number().int().min(1).max(12),
  collect_year: z.number().int(),
  ytd_flow_af: z.number(),
  location_ndx: z.number().int(),
  unit_desc: z.string(),
  graph_series_color: z.string(),
  location_id: z.string(),
});
export type FacilityMonthlyRow = z.infer<typeof facilityMonthlyRowSchema>;

/**
 * One water year's volume at one location from April 1 up to the same month and day as `asOf`
 * (`collect_month`/`collect_year`). `year` names the water year by the calendar year it starts
 * in: water year 2026 runs 2026-04-01 to 2027-03-31.
 */
export const facilityYtdRowSchema = facilityMonthlyRowSchema.extend({
  year: z.number().int(),
});
export type FacilityYtdRow = z.infer<typeof facilityYtdRowSchema>;

/** A storage location's gauge; `remaining_af` is null when percent full cannot give a capacity. */
export const facilityPctFullRowSchema = z.object({
  location_id: z.string(),
  pct_full: z.number(),
  curr_af: z.number(),
  remaining_af: z.number().nullable(),
});
export type FacilityPctFullRow = z.infer<typeof facilityPctFullRowSchema>;

/** One district-wide current figure, labelled for display. */
export const currentTotalRowSchema = z.object({
  metric: z.string(),
  value: z.number(),
});
export type CurrentTotalRow = z.infer<typeof currentTotalRowSchema>;

/** A well's latest water level and pumping rate; null when it never reported that series. */
export const wellCurrentValuesRowSchema = z.object({
  location_id: z.string(),
  current_level_ft: z.number().nullable(),
  current_gpm: z.number().nullable(),
});
export type WellCurrentValuesRow = z.infer<typeof wellCurrentValuesRowSchema>;

/** The prefix of the per-well columns of the wide well table, followed by the well's location id. */
export const WELL_COLUMN_PREFIX = 'location_id_';

/**
 * One metric across every well: a `location_id_<id>` column per well holds its latest value.
 * A row spans all wells, so `location_ndx` and `location_id` are null (kept for the legacy shape).
 */
export const wellCurrentValuesTableRowSchema = z
  .object({
    metric: z.string(),
    location_ndx: z.null(),
    location_id: z.null(),
    unit_display_name: z.string(),
  })
  .catchall(z.number().nullable());
export type WellCurrentValuesTableRow = z.infer<typeof wellCurrentValuesTableRowSchema>;
