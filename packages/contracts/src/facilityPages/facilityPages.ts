import * as z from 'zod';
import { instantSchema } from '../instants';
import { idParamSchema } from '../ids';
import { WIDGET_KEYS } from '../entities';

/**
 * The facility pages (spec/dashboard.md §2 "Facility detail page", "Data Drill Down section",
 * "Facilities list page"): the list, one facility's details, and the drill-down's lists, table
 * and graph.
 *
 * Who sees what (enforced by the server):
 * - **full** view (details with locations, the 15-minute table, the drill-down): Administrator,
 *   Developer and All Data User for every facility; a User for the facilities whose
 *   `authorized_users` name them.
 * - **public** view (name, type and the summary widgets, no series): everyone else, for every
 *   facility (spec §6: public visitors can view the facility pages), so a User never sees less
 *   of a facility than an anonymous visitor.
 * - Everyone lists every facility.
 */

/** How much of a facility the caller sees. */
export const FACILITY_VIEWS = ['full', 'public'] as const;
export type FacilityView = (typeof FACILITY_VIEWS)[number];

/** One entry of the facilities list. */
export const facilityListItemSchema = z.object({
  facility_ndx: z.number().int(),
  facility_name: z.string(),
  facility_type_ndx: z.number().int(),
  facility_type_desc: z.string(),
  display_order: z.number().int(),
});
export type FacilityListItem = z.infer<typeof facilityListItemSchema>;

/**
 * One of the caller's own facilities, as the sidebar lists them (spec/dashboard.md §2 "App
 * shell"): a list entry with its type's icon, an MUI icon name (`Waves`), or null for none.
 */
export const authorizedFacilitySchema = facilityListItemSchema.extend({
  icon_name: z.string().nullable(),
});
export type AuthorizedFacility = z.infer<typeof authorizedFacilitySchema>;

/** A location of a facility, as the details card and the drill-down's pickers show it. */
export const facilityLocationItemSchema = z.object({
  location_ndx: z.number().int(),
  location_id: z.string(),
  location_name: z.string(),
  legend_color: z.string(),
});
export type FacilityLocationItem = z.infer<typeof facilityLocationItemSchema>;

/** `GET /api/facility-pages/:facilityNdx`: the details card and what the page may show. */
export const facilityDetailsSchema = facilityListItemSchema.extend({
  facility: z.string(),
  widget_order: z.array(z.enum(WIDGET_KEYS)),
  axis2_min: z.number().nullable(),
  axis2_max: z.number().nullable(),
  view: z.enum(FACILITY_VIEWS),
  /** The facility's locations in display order; empty in the public view. */
  locations: z.array(facilityLocationItemSchema),
});
export type FacilityDetails = z.infer<typeof facilityDetailsSchema>;

/** The facility that shows its own widget instead of the `widget_order` ones (spec §2). */
export const WELL_FIELD_FACILITY_NDX = 1778;

/** The facility whose drill-down shows the trigger elevations banner (spec §2). */
export const TRIGGER_ELEVATIONS_FACILITY_NDX = 37;

/** The banner's text for that facility, one decimal each (spec §2). */
export const TRIGGER_ELEVATIONS_TEXT = 'TW-11 4981.0, TW-13 4981.5, TW-14 4982.0';

/**
 * The intervals the drill-down calls answer (`table-{interval}`, `graph-{interval}`). Hourly means
 * stay in the API for callers that want them; the screens offer `GRAPH_TIME_INTERVALS` only.
 */
export const DRILL_DOWN_INTERVAL_VALUES = ['15min', 'hourly', 'daily'] as const;
export type DrillDownInterval = (typeof DRILL_DOWN_INTERVAL_VALUES)[number];

/**
 * The time intervals a facility graph or table offers, first is the default (spec
 * public-map.md §9; dashboard.md §9: default '15min').
 */
export const GRAPH_TIME_INTERVALS = [
  { value: '15min', label: '15-Minute Data' },
  { value: 'daily', label: 'Daily Data (midnight to midnight)' },
] as const satisfies readonly { value: DrillDownInterval; label: string }[];

/** A quick-set day range: how many days back, and the intervals it is too long for. */
export interface GraphQuickSetDays {
  days: number;
  label: string;
  disableFor: readonly DrillDownInterval[];
}

/**
 * The graph quick-set day options (spec public-map.md §9), the last is the default (dashboard.md
 * §4): 365 and 90 are not offered for 15-minute data. Choosing an interval a range is disabled
 * for resets the range to the last one.
 */
export const GRAPH_QUICK_SET_DAYS: readonly GraphQuickSetDays[] = [
  { days: 365, label: 'Last 365 days', disableFor: ['15min'] },
  { days: 90, label: 'Last 90 days', disableFor: ['15min'] },
  { days: 45, label: 'Last 45 days', disableFor: [] },
  { days: 30, label: 'Last 30 days', disableFor: [] },
  { days: 10, label: 'Last 10 days', disableFor: [] },
  { days: 3, label: 'Last 3 days', disableFor: [] },
];

/** The longest window each interval answers, in days; a longer one is refused with 400. */
export const DRILL_DOWN_MAX_DAYS: Readonly<Record<DrillDownInterval, number>> = {
  '15min': 92,
  hourly: 366,
  daily: 3660,
};

/** The most points one graph series returns; longer ones come back downsampled, peaks kept. */
export const DRILL_DOWN_GRAPH_MAX_POINTS = 2000;

/** Column prefix of the drill-down table: `location_id_<location_id>` per location. */
export const DRILL_DOWN_LOCATION_COLUMN_PREFIX = 'location_id_';

const instant = instantSchema;

/** A window must run forwards and be no longer than its interval allows. */
function checkWindow(
  params: { interval: DrillDownInterval; start: string; end: string },
  context: z.RefinementCtx,
): void {
  const span = Date.parse(params.end) - Date.parse(params.start);
  if (span <= 0) {
    context.addIssue({ code: 'custom', path: ['start'], message: 'start must be before end' });
  } else if (span > DRILL_DOWN_MAX_DAYS[params.interval] * 86_400_000) {
    context.addIssue({
      code: 'custom',
      path: ['start'],
      message: `a ${params.interval} window is at most ${DRILL_DOWN_MAX_DAYS[params.interval]} days`,
    });
  }
}

/** Path of `.../table-{interval}/{facilityNdx}/{startISO}/{endISO}`. */
export const drillDownTableParamsSchema = z
  .object({
    interval: z.enum(DRILL_DOWN_INTERVAL_VALUES),
    facilityNdx: idParamSchema,
    start: instant,
    end: instant,
  })
  .superRefine(checkWindow);
export type DrillDownTableParams = z.infer<typeof drillDownTableParamsSchema>;

/** Path of `.../graph-{interval}/{facilityNdx}/{startISO}/{endISO}/{parameterNdx}`. */
export const drillDownGraphParamsSchema = z
  .object({
    interval: z.enum(DRILL_DOWN_INTERVAL_VALUES),
    facilityNdx: idParamSchema,
    start: instant,
    end: instant,
    parameterNdx: idParamSchema,
  })
  .superRefine(checkWindow);
export type DrillDownGraphParams = z.infer<typeof drillDownGraphParamsSchema>;

/** A parameter recorded at one of the facility's locations (`GET /api/list-parameters/:facilityNdx`). */
export const drillDownParameterSchema = z.object({
  parameter_ndx: z.number().int(),
  parameter_name: z.string(),
  units: z.string(),
});
export type DrillDownParameter = z.infer<typeof drillDownParameterSchema>;

/** `GET /api/list-locations/:facilityNdx`: the facility's locations, in display order. */
export const drillDownLocationSchema = facilityLocationItemSchema;
export type DrillDownLocation = FacilityLocationItem;

/**
 * One row of the drill-down table: a timestamp (Denver time, with its UTC offset, e.g.
 * `2026-11-20T14:15:00-07:00`) and parameter, and one `location_id_<id>` column per location of
 * the facility holding its value at that time (the interval's mean for hourly and daily), or null.
 */
export const drillDownTableRowSchema = z
  .object({
    collect_timestamp: z.string(),
    parameter_ndx: z.number().int(),
    parameter_name: z.string(),
    units: z.string(),
  })
  .catchall(z.number().nullable());
export type DrillDownTableRow = z.infer<typeof drillDownTableRowSchema>;

/** One location's line of a drill-down graph: points `[epoch ms, value]` in time order. */
export const drillDownGraphSeriesSchema = z.object({
  location_ndx: z.number().int(),
  location_id: z.string(),
  location_name: z.string(),
  legend_color: z.string(),
  parameter_name: z.string(),
  units: z.string(),
  points: z.array(z.tuple([z.number(), z.number()])),
});
export type DrillDownGraphSeries = z.infer<typeof drillDownGraphSeriesSchema>;

/** The river cameras (spec §2 "Camera photo pages"), by the id the pages send. */
export const RIVER_CAMERAS = [
  { id: 'western', label: 'Western' },
  { id: 'empire', label: 'Empire' },
  { id: 'riverside-dam', label: 'Riverside Dam' },
  { id: 'riverside-sand-gate', label: 'Riverside Sand Gate' },
] as const;
export type RiverCameraId = (typeof RIVER_CAMERAS)[number]['id'];

/**
 * `POST /api/river-photos`: a camera id and an optional mask, never a URL (the cameras' URLs and
 * credentials stay in the server's configuration). Any other field is refused.
 */
export const riverPhotoRequestSchema = z.strictObject({
  camera: z.enum(RIVER_CAMERAS.map((camera) => camera.id) as [RiverCameraId, ...RiverCameraId[]]),
  maskFileName: z
    .string()
    .regex(/^[\w-]{1,64}\.(png|jpg|jpeg)$/, 'a file name such as mask.png, no folders')
    .optional(),
});
export type RiverPhotoRequest = z.infer<typeof riverPhotoRequestSchema>;

/** The camera pages' texts (spec §4, §8). */
export const RIVER_PHOTO_MESSAGES = {
  noResponse: 'No response received from the camera.',
  failed: 'Something did not work as expected.',
  contact: 'Please contact the administrator.',
} as const;

/** Tries of a camera image before the error shows; none again after a 503 or 504 (spec §9). */
export const RIVER_PHOTO_MAX_TRIES = 2;
