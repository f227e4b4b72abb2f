import * as z from 'zod';
import { instantSchema } from '../instants';
import { idParamSchema, idSchema, integerSchema, MAX_INTEGER } from '../ids';

// System management (spec/dashboard.md §2–§9): alerts, contacts, groups, their associations,
// locations, facilities and import configurations. Each `…BodySchema` is what its form edits
// and what the server validates writes with: one schema, the same messages on both sides.

/** Form messages of spec §5. */
export const FORM_MESSAGES = {
  required: '*Required field',
  selectLocationFirst: '*Select a location first',
  hexColor: '*Requires valid 6 digit hex code',
  coordinate: 'Invalid coordinate',
  email: '*Requires a valid email address',
  nonNegative: '*Must be 0 or more',
  wholeNumber: '*Must be a whole number',
  tooLarge: '*Must be at most 2,147,483,647',
} as const;

/** The toasts of a saved, updated or deleted record (spec §8). */
export const RECORD_TOASTS = {
  created: 'New entry was saved to the database',
  updated: 'New data was updated to the database',
  deleted: 'This entry was deleted from the database',
  failed: 'Something went wrong',
} as const;

/**
 * What a screen says when a record it shows was changed by someone else before its edit or
 * deletion was sent: who and when (`at` on the district's clock), then what became
 * of the user's own change.
 */
export const STALE_RECORD_TEXTS = {
  changedBy: (by: string | null, at: string | null) =>
    by && at
      ? `Changed by ${by} at ${at} since you opened it.`
      : 'Changed by someone else since you opened it.',
  editKept: 'Your changes are kept below; Reload to see theirs.',
  selectionKept: 'Your selection is kept; Reload to see theirs.',
  deleteRefused: 'Nothing was deleted; Reload to see theirs.',
  reload: 'Reload',
} as const;

/** The association pages' snackbars (spec §8), shown for `ASSOCIATION_SNACKBAR_MS`. */
export const ASSOCIATION_MESSAGES = {
  saved: 'Associations successfully saved.',
  failed: 'Associations could not be saved.',
} as const;
export const ASSOCIATION_SNACKBAR_MS = 6000;

/** Coordinates are kept to 5 decimals (about a metre). */
export const COORDINATE_DECIMALS = 5;

const ndx = idSchema;
const MAX_TEXT = 2000;
const requiredText = z
  .string({ error: FORM_MESSAGES.required })
  .trim()
  .min(1, { error: FORM_MESSAGES.required })
  .max(MAX_TEXT);
/** An optional field of a body: it may be left out or null, and is stored as null. */
const omittable = <T extends z.ZodType>(schema: T) => schema.nullable().default(null);
const optionalText = omittable(
  z
    .string()
    .trim()
    .max(MAX_TEXT)
    .transform((text) => (text ? text : null)),
);
/** A required select: 0 or nothing counts as missing (spec §5). */
const requiredChoice = (message: string = FORM_MESSAGES.required) =>
  z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(MAX_INTEGER, { error: FORM_MESSAGES.tooLarge });
const nonNegative = z
  .number({ error: FORM_MESSAGES.required })
  .min(0, { error: FORM_MESSAGES.nonNegative });
const nonNegativeInteger = nonNegative
  .int({ error: FORM_MESSAGES.wholeNumber })
  .max(MAX_INTEGER, { error: FORM_MESSAGES.tooLarge });

/** Rounds a coordinate to `COORDINATE_DECIMALS`. */
export function roundCoordinate(value: number): number {
  const scale = 10 ** COORDINATE_DECIMALS;
  return Math.round(value * scale) / scale;
}

const coordinate = (limit: number) =>
  z
    .number({ error: FORM_MESSAGES.coordinate })
    .min(-limit, { error: FORM_MESSAGES.coordinate })
    .max(limit, { error: FORM_MESSAGES.coordinate })
    .transform(roundCoordinate);

// ---- Alerts ------------------------------------------------------------------------------------

/** Alert types: above or below the trigger (spec), and no data for `trigger_value` hours. */
export const ALERT_TYPES = { above: 1, below: 2, noData: 3 } as const;

export const alertTypeSchema = z.object({ alert_type_ndx: ndx, alert_type: z.string() });
export type AlertType = z.infer<typeof alertTypeSchema>;

/** `alerts-list-locations` and the location lookups of the import form. */
export const locationChoiceSchema = z.object({ location_ndx: ndx, location_name: z.string() });
export type LocationChoice = z.infer<typeof locationChoiceSchema>;

/** `alerts-list-parameters`: each parameter with the locations that record it. */
export const alertParameterChoiceSchema = z.object({
  parameter_ndx: ndx,
  parameter_name: z.string(),
  units: z.string(),
  location_ndx: ndx,
});
export type AlertParameterChoice = z.infer<typeof alertParameterChoiceSchema>;

/**
 * `alerts-list-send-to`: contacts and groups as one list. A contact's `merged_address_ndx` is
 * its `contact_ndx`; a group's is its `group_ndx` negated, so one number names either.
 */
export const sendToChoiceSchema = z.object({
  merged_address_ndx: z.number().int(),
  send_to: z.string(),
  send_to_details: z.string(),
  is_group: z.boolean(),
});
export type SendToChoice = z.infer<typeof sendToChoiceSchema>;

/** POST and PUT `alerts-management-table`: the alert form (spec §5). */
export const alertRequestBodySchema = z
  .object({
    enabled: z.boolean({ error: FORM_MESSAGES.required }),
    alert_type_ndx: requiredChoice(),
    location_ndx: requiredChoice(),
    parameter_ndx: omittable(integerSchema),
    trigger_value: nonNegative.positive({ error: FORM_MESSAGES.required }),
    reset_hours: nonNegative.positive({ error: FORM_MESSAGES.required }),
    merged_address_ndx: omittable(integerSchema),
    custom_subject: optionalText,
    custom_loc_name: optionalText,
    notes: optionalText,
  })
  .superRefine((alert, context) => {
    if (!alert.parameter_ndx || alert.parameter_ndx <= 0) {
      context.addIssue({
        code: 'custom',
        path: ['parameter_ndx'],
        message:
          alert.location_ndx > 0 ? FORM_MESSAGES.required : FORM_MESSAGES.selectLocationFirst,
      });
    }
  });
export type AlertRequestBody = z.input<typeof alertRequestBodySchema>;

/** PATCH `alerts-management-table/{alert_request_ndx}`: one field at a time (spec: enabled). */
export const alertRequestPatchSchema = z.strictObject({ enabled: z.boolean() });

/** A row of `alerts-management-table`, with what it names and its latest reading. */
export const alertRequestSchema = z.object({
  alert_request_ndx: ndx,
  enabled: z.boolean(),
  alert_type_ndx: ndx,
  alert_type: z.string(),
  location_ndx: ndx,
  location: z.string(),
  parameter_ndx: ndx,
  parameter: z.string(),
  units: z.string(),
  trigger_value: z.number(),
  reset_hours: z.number(),
  merged_address_ndx: z.number().int().nullable(),
  send_to: z.string().nullable(),
  send_to_details: z.string().nullable(),
  custom_subject: z.string().nullable(),
  custom_loc_name: z.string().nullable(),
  notes: z.string().nullable(),
  last_alert_sent: z.string().nullable(),
  last_alert_sent_to_details: z.string().nullable(),
  most_recent_value: z.number().nullable(),
  most_recent_timestamp: z.string().nullable(),
});
export type AlertRequest = z.infer<typeof alertRequestSchema>;

// ---- Contacts, groups and associations ----------------------------------------------------------

export const contactBodySchema = z.object({
  contact_address: z
    .string({ error: FORM_MESSAGES.required })
    .trim()
    .min(1, { error: FORM_MESSAGES.required })
    .pipe(z.email({ error: FORM_MESSAGES.email })),
  contact_name: requiredText,
  contact_org: requiredText,
  remark: optionalText,
});
export type ContactBody = z.input<typeof contactBodySchema>;
export const contactSchema = z.object({
  contact_ndx: ndx,
  contact_address: z.string(),
  contact_name: z.string(),
  contact_org: z.string(),
  remark: z.string().nullable(),
  /** What uses the contact (groups, alerts); a contact in use cannot be deleted. */
  used_by: z.array(z.string()),
});
export type Contact = z.infer<typeof contactSchema>;

export const groupBodySchema = z.object({ group_desc: requiredText, remark: optionalText });
export type GroupBody = z.input<typeof groupBodySchema>;
export const groupSchema = z.object({
  group_ndx: ndx,
  group_desc: z.string(),
  remark: z.string().nullable(),
});
export type Group = z.infer<typeof groupSchema>;

/** `view-groups-used`: a group in use (by an alert) and what uses it. */
export const groupUseSchema = z.object({ group_ndx: ndx, used_by: z.array(z.string()) });
export type GroupUse = z.infer<typeof groupUseSchema>;

export const groupContactSchema = z.object({ group_ndx: ndx, contact_ndx: ndx });
export type GroupContact = z.infer<typeof groupContactSchema>;
/** PUT `assoc-contacts-groups/{group_ndx}`: the group's whole set of contacts. */
export const groupContactsBodySchema = z.array(groupContactSchema).max(10_000);

export const facilityLocationLinkSchema = z.object({ facility_ndx: ndx, location_ndx: ndx });
export type FacilityLocationLink = z.infer<typeof facilityLocationLinkSchema>;
/** PUT `assoc-locations-facilities/{facility_ndx}`: the facility's whole set of locations. */
export const facilityLocationsBodySchema = z.array(facilityLocationLinkSchema).max(10_000);

/** `list-locations-united-only`: the locations an association table lists. */
export const associationLocationSchema = z.object({
  location_ndx: ndx,
  location_id: z.string(),
  location_name: z.string(),
  location_type_desc: z.string(),
});
export type AssociationLocation = z.infer<typeof associationLocationSchema>;

// ---- Locations and facilities ------------------------------------------------------------------

/** POST and PUT `data-list-locations`: the location form (spec §5). */
export const locationBodySchema = z.object({
  location_id: requiredText,
  location_display_label: requiredText,
  location_name: requiredText,
  location_type_ndx: requiredChoice(),
  waterbody_ndx: requiredChoice(),
  legend_color: z
    .string({ error: FORM_MESSAGES.required })
    .min(1, { error: FORM_MESSAGES.required })
    .regex(/^#[0-9A-Fa-f]{6}$/, { error: FORM_MESSAGES.hexColor }),
  display_order: nonNegativeInteger,
  latitude: coordinate(90),
  longitude: coordinate(180),
  notes: optionalText,
  exclude_from_map: z.boolean(),
  linked_excel_include: z.boolean(),
  is_public: z.boolean(),
  assoc_parameter_ndx: z.array(ndx).max(500),
});
export type LocationBody = z.input<typeof locationBodySchema>;

/** A row of `sys-mgmt-locations-toptable` and the answer of `data-list-locations/{ndx}`. */
export const locationRecordSchema = z.object({
  location_ndx: ndx,
  location_id: z.string(),
  location_display_label: z.string(),
  location_name: z.string(),
  location_type_ndx: ndx,
  location_type_desc: z.string(),
  waterbody_ndx: ndx.nullable(),
  waterbody_name: z.string().nullable(),
  legend_color: z.string(),
  display_order: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  notes: z.string().nullable(),
  exclude_from_map: z.boolean(),
  linked_excel_include: z.boolean(),
  is_public: z.boolean(),
  assoc_parameter_ndx: z.array(ndx),
  facility_ndx_array: z.array(ndx),
});
export type LocationRecord = z.infer<typeof locationRecordSchema>;

/**
 * `locations-map`: every location as the setup map draws it, with the names of spec §3
 * (`location_geometry`, `map_sym_fill_color`, which is the legend colour).
 */
export const locationMapPointSchema = z.object({
  location_ndx: ndx,
  location_name: z.string(),
  map_sym_fill_color: z.string(),
  location_geometry: z.object({
    type: z.literal('Point'),
    coordinates: z.tuple([z.number(), z.number()]).describe('[longitude, latitude]'),
  }),
});
export type LocationMapPoint = z.infer<typeof locationMapPointSchema>;

/**
 * POST and PUT `data-list-facilities`: the facility form (spec §5 asks for a name and a type).
 * The abbreviation may be left blank: the database needs one, so the facility name stands in.
 */
export const facilityBodySchema = z.object({
  facility: optionalText,
  facility_name: requiredText,
  facility_type_ndx: requiredChoice(),
  display_order: nonNegativeInteger,
  axis2_min: omittable(z.number()),
  axis2_max: omittable(z.number()),
});
export type FacilityBody = z.input<typeof facilityBodySchema>;
export const FACILITY_ABBREVIATION_HELP = 'Left blank, the facility name is used';
export const facilityRecordSchema = z.object({
  facility_ndx: ndx,
  facility: z.string(),
  facility_name: z.string(),
  facility_type_ndx: ndx,
  facility_type_desc: z.string(),
  display_order: z.number().int(),
  axis2_min: z.number().nullable(),
  axis2_max: z.number().nullable(),
});
export type FacilityRecord = z.infer<typeof facilityRecordSchema>;

// ---- Import configurations ---------------------------------------------------------------------

/** Daylight-saving options of an import (spec §2). */
export const DAYLIGHT_OFFSET_OPTIONS = [
  { value: 0, label: 'No offset' },
  { value: 1, label: 'Add an hour during daylight saving time' },
  { value: 2, label: 'Subtract an hour during standard time' },
] as const;

/** Minutes as the API sends them ('30 minutes', spec §5). */
export const minutesTextSchema = z
  .string()
  .regex(/^\d{1,6} minutes$/, { error: "Minutes are written as '30 minutes'" });
export const minutesText = (minutes: number) => `${minutes} minutes`;
export const minutesOf = (text: string) => Number.parseInt(text, 10);

/** POST and PUT `import-data-sources`: the import form (spec §2, §3, §5). */
export const importConfigurationBodySchema = z.object({
  enabled: z.boolean(),
  run_now: z.boolean(),
  frequency: minutesTextSchema,
  retain_days: z
    .number()
    .int({ error: FORM_MESSAGES.wholeNumber })
    .min(-1)
    .max(MAX_INTEGER, { error: FORM_MESSAGES.tooLarge }),
  history_days: nonNegativeInteger,
  apply_daylightsavings_offset: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  location_ndx: requiredChoice(),
  parameter_ndx: requiredChoice(),
  unit_ndx: requiredChoice(),
  datasrc_ndx: requiredChoice(),
  source_site_id: optionalText,
  source_site_metadata: optionalText,
  interval_period: omittable(minutesTextSchema),
  interval_metadata: optionalText,
  file_path: optionalText,
  file_name: optionalText,
  file_fieldcount: omittable(nonNegativeInteger),
  file_header_rowcount: omittable(nonNegativeInteger),
  delimiter_ndx: requiredChoice(),
  column_position_date: omittable(nonNegativeInteger),
  column_position_time: omittable(nonNegativeInteger),
  column_position_value: omittable(nonNegativeInteger),
  notes: optionalText,
  last_retrieval: omittable(instantSchema),
  next_retrieval: omittable(instantSchema),
});
export type ImportConfigurationBody = z.input<typeof importConfigurationBodySchema>;

/** A new import's values (spec §3). */
export const NEW_IMPORT_DEFAULTS = {
  enabled: true,
  run_now: true,
  frequency: minutesText(30),
  retain_days: -1,
  history_days: 20,
  apply_daylightsavings_offset: 0,
  file_fieldcount: 30,
  file_header_rowcount: 1,
  delimiter_ndx: 2,
} as const satisfies Partial<ImportConfigurationBody>;

const nullableText = z.string().nullable();
const nullableCount = z.number().int().nullable();

/** A row of `import-data-sources`: the form's fields with the names they refer to. */
export const importConfigurationSchema = z.object({
  import_ndx: ndx,
  enabled: z.boolean(),
  run_now: z.boolean(),
  frequency: z.string(),
  retain_days: z.number().int(),
  history_days: z.number().int(),
  apply_daylightsavings_offset: z.number().int(),
  location_ndx: ndx,
  location_name: z.string(),
  parameter_ndx: ndx,
  parameter_name: z.string(),
  unit_ndx: ndx,
  unit_desc: z.string(),
  datasrc_ndx: ndx,
  data_source: z.string(),
  source_site_id: nullableText,
  source_site_metadata: nullableText,
  interval_period: nullableText,
  interval_metadata: nullableText,
  file_path: nullableText,
  file_name: nullableText,
  file_fieldcount: nullableCount,
  file_header_rowcount: nullableCount,
  delimiter_ndx: ndx,
  delimiter_desc: z.string(),
  column_position_date: nullableCount,
  column_position_time: nullableCount,
  column_position_value: nullableCount,
  notes: nullableText,
  last_retrieval: nullableText,
  next_retrieval: nullableText,
  /** The last run's outcome, once the import runner has run it. */
  last_run_status: z.enum(['succeeded', 'failed']).nullable(),
  last_run_message: nullableText,
});
export type ImportConfiguration = z.infer<typeof importConfigurationSchema>;

export const importDelimiterSchema = z.object({ delimiter_ndx: ndx, delimiter_desc: z.string() });
export type ImportDelimiter = z.infer<typeof importDelimiterSchema>;

// ---- Lookups of the forms ------------------------------------------------------------------

/** `list-location-types` */
export const locationTypeChoiceSchema = z.object({
  location_type_ndx: z.number().int(),
  location_type_desc: z.string(),
});
export type LocationTypeChoice = z.infer<typeof locationTypeChoiceSchema>;

/** `list-waterbodies` */
export const waterbodyChoiceSchema = z.object({
  waterbody_ndx: z.number().int(),
  waterbody_name: z.string(),
});
export type WaterbodyChoice = z.infer<typeof waterbodyChoiceSchema>;

/** `list-all-parameters`: every parameter with its units. */
export const parameterChoiceSchema = z.object({
  parameter_ndx: z.number().int(),
  parameter_name: z.string(),
  units: z.string(),
});
export type ParameterChoice = z.infer<typeof parameterChoiceSchema>;

/** `list-facility-types` */
export const facilityTypeChoiceSchema = z.object({
  facility_type_ndx: z.number().int(),
  facility_type_desc: z.string(),
});
export type FacilityTypeChoice = z.infer<typeof facilityTypeChoiceSchema>;

/** `list-units` */
export const unitChoiceSchema = z.object({ unit_ndx: z.number().int(), unit_desc: z.string() });
export type UnitChoice = z.infer<typeof unitChoiceSchema>;

/** `list-sources`: where an import's data comes from. */
export const dataSourceChoiceSchema = z.object({
  datasrc_ndx: z.number().int(),
  data_source: z.string(),
});
export type DataSourceChoice = z.infer<typeof dataSourceChoiceSchema>;

/** `terrain-elevation/{latitude}/{longitude}`: the point asked about. */
export const terrainPointSchema = z.object({
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
});
/** The point's elevation in feet. */
export const terrainElevationSchema = z.object({ elevation_ft: z.number() });

/** Feet in a metre, for the terrain service's elevations (spec §9). */
export const FEET_PER_METRE = 3.28084;
/** Elevations are given to 5 decimals (spec §9). */
export const ELEVATION_DECIMALS = 5;

/** An elevation in metres, in feet to `ELEVATION_DECIMALS`. */
export function elevationFeet(metres: number): number {
  const scale = 10 ** ELEVATION_DECIMALS;
  return Math.round(metres * FEET_PER_METRE * scale) / scale;
}

// ---- Audit trail -------------------------------------------------------------------------------

/** The records the audit trail names. */
export const AUDITED_ENTITIES = [
  'alert',
  'contact',
  'group',
  'group-contacts',
  'location',
  'facility',
  'facility-locations',
  'import',
  'user',
  'release',
  // A release pipeline client: each token granted or refused, each call refused.
  'release-client',
] as const;
export type AuditedEntity = (typeof AUDITED_ENTITIES)[number];

export const auditQuerySchema = z.object({
  entity: z.enum(AUDITED_ENTITIES),
  id: z.string().min(1).max(200),
});

/** One write: who, when, what, and the record before and after (null when created/deleted). */
export const auditEntrySchema = z.object({
  audit_ndx: z.number().int(),
  at: z.string(),
  actor_subject: z.string(),
  actor_name: z.string(),
  entity: z.enum(AUDITED_ENTITIES),
  entity_id: z.string(),
  action: z.enum(['create', 'update', 'delete']),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

// ---- Ignition demo -------------------------------------------------------------------------------

/** `GET /api/ignition-demo/settings`: the SCADA site the demo links to, when one is configured. */
export const ignitionDemoSettingsSchema = z.object({ scada_url: z.string().nullable() });
export type IgnitionDemoSettings = z.infer<typeof ignitionDemoSettingsSchema>;

// ---- Server jobs -------------------------------------------------------------------------------

/** `GET /api/import-runs?import_ndx=`: whose runs (ids are PostgreSQL integers). */
export const importRunsQuerySchema = z.object({
  import_ndx: idParamSchema,
});

/** `GET /api/import-runs?import_ndx=`: one run of an import configuration. */
export const importRunSchema = z.object({
  run_ndx: z.number().int(),
  import_ndx: ndx,
  started_at: z.string(),
  finished_at: z.string().nullable(),
  status: z.enum(['running', 'succeeded', 'failed']),
  files: z.array(z.string()),
  rows_read: z.number().int(),
  rows_written: z.number().int(),
  rows_unchanged: z.number().int(),
  rows_skipped: z.number().int(),
  rows_rejected: z.number().int(),
  rejects: z.array(z.object({ file: z.string(), line: z.number().int(), reason: z.string() })),
  message: z.string().nullable(),
  /** The server that ran it, as host name and process id (`gw-2:4123`); null for older runs. */
  server: z.string().nullable(),
});
export type ImportRun = z.infer<typeof importRunSchema>;

/** `GET /api/alerts-outbox`: an alert message and its delivery. */
export const alertOutboxMessageSchema = z.object({
  message_ndx: z.number().int(),
  alert_request_ndx: z.number().int().nullable(),
  created_at: z.string(),
  recipients: z.array(z.string()),
  subject: z.string(),
  body: z.string(),
  status: z.enum(['pending', 'sending', 'sent', 'failed']),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  sent_at: z.string().nullable(),
  /** The server whose alert evaluation queued it (`gw-2:4123`); null for older messages. */
  queued_by: z.string().nullable(),
  /** The server that last tried to send it; null until one has, and for older messages. */
  sent_by: z.string().nullable(),
});
export type AlertOutboxMessage = z.infer<typeof alertOutboxMessageSchema>;
