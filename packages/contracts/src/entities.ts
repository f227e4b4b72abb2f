import * as z from 'zod';
import { idSchema } from './ids';

// The data entities of spec/dashboard.md §3 and spec/public-map.md §3, as the API reads and
// writes them. Field names follow the spec.

const ndx = idSchema;
const hexColor = z.string().regex(/^#[0-9A-Fa-f]{6}$/, '*Requires valid 6 digit hex code');

export const unitSchema = z.object({ unit_ndx: ndx, unit_desc: z.string().min(1) });
export const parameterGroupSchema = z.object({
  parameter_group_ndx: ndx,
  parameter_group_name: z.string().min(1),
});
export const parameterSchema = z.object({
  parameter_ndx: ndx,
  parameter_name: z.string().min(1),
  parameter: z.string().min(1),
  units: z.string(),
});
export const dataSourceSchema = z.object({ datasrc_ndx: ndx, data_source: z.string().min(1) });
export const locationTypeSchema = z.object({
  location_type_ndx: ndx,
  location_type_desc: z.string().min(1),
});
export const waterbodySchema = z.object({
  waterbody_ndx: ndx,
  waterbody_name: z.string().min(1),
  united_list_include: z.boolean(),
});
export const facilityTypeSchema = z.object({
  facility_type_ndx: ndx,
  facility_type_desc: z.string().min(1),
  icon_name: z.string().nullable(),
});

/** A monitored location (a gage, a reservoir outlet, a well), with its lon/lat. */
export const locationSchema = z.object({
  location_ndx: ndx,
  location_id: z.string().min(1, '*Required field'),
  location_name: z.string().min(1, '*Required field'),
  location_display_label: z.string().min(1, '*Required field'),
  location_type_ndx: ndx,
  location_type_desc: z.string().optional(),
  waterbody_ndx: ndx.nullable(),
  huc12_name: z.string().nullable(),
  county_name: z.string().nullable(),
  legend_color: hexColor,
  display_order: z.number().int().min(0),
  notes: z.string().nullable(),
  latitude: z.number().min(-90, 'Invalid coordinate').max(90, 'Invalid coordinate'),
  longitude: z.number().min(-180, 'Invalid coordinate').max(180, 'Invalid coordinate'),
  exclude_from_map: z.boolean(),
  linked_excel_include: z.boolean(),
  is_public: z.boolean(),
});
export type Location = z.infer<typeof locationSchema>;

/** Facility widget keys, in the order a facility page may show them. */
export const WIDGET_KEYS = ['ytd', 'lastfew', 'monthly', 'pctfull'] as const;

/** A facility (storage, recharge, augmentation, wells) and its page settings. */
export const facilitySchema = z.object({
  facility_ndx: ndx,
  facility: z.string().min(1),
  facility_name: z.string().min(1, '*Required field'),
  facility_type_ndx: ndx,
  facility_type_desc: z.string().optional(),
  display_order: z.number().int().min(0),
  widget_order: z.array(z.enum(WIDGET_KEYS)),
  axis2_min: z.number().nullable(),
  axis2_max: z.number().nullable(),
  fp_mapcenter_lat: z.number().nullable(),
  fp_mapcenter_lon: z.number().nullable(),
  fp_mapzoom_level: z.number().nullable(),
  authorized_users: z.array(z.string()),
});
export type Facility = z.infer<typeof facilitySchema>;

export const facilityLocationSchema = z.object({ facility_ndx: ndx, location_ndx: ndx });

/** One reading of a series (spec/dashboard.md §3, time-series record). */
export const timeSeriesRecordSchema = z.object({
  collect_timestamp: z.string(),
  result_value: z.number(),
  units: z.string(),
  parameter: z.string(),
  location: z.string(),
  location_ndx: ndx,
  data_source: z.string().nullable(),
  location_type: z.string(),
});
export type TimeSeriesRecord = z.infer<typeof timeSeriesRecordSchema>;
