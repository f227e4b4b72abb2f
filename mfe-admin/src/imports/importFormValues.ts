import {
  importConfigurationBodySchema,
  NEW_IMPORT_DEFAULTS,
  type ImportConfiguration,
  type ImportConfigurationBody,
} from '@headgate/contracts';
import type { FormValues } from '@headgate/design-system/forms';

/** A new import: the spec's defaults, the selects still to choose (spec §3). */
export const NEW_IMPORT: FormValues<ImportConfigurationBody> = {
  ...NEW_IMPORT_DEFAULTS,
  location_ndx: null,
  parameter_ndx: null,
  unit_ndx: null,
  datasrc_ndx: null,
  source_site_id: null,
  source_site_metadata: null,
  interval_period: null,
  interval_metadata: null,
  file_path: null,
  file_name: null,
  column_position_date: null,
  column_position_time: null,
  column_position_value: null,
  notes: null,
  last_retrieval: null,
  next_retrieval: null,
};

const BODY_FIELDS = Object.keys(
  importConfigurationBodySchema.shape,
) as (keyof ImportConfigurationBody)[];

/** The form's values of a stored import configuration: its body fields, not the names. */
export function importFormValues(row: ImportConfiguration): FormValues<ImportConfigurationBody> {
  return Object.fromEntries(
    BODY_FIELDS.map((field) => [field, row[field as keyof ImportConfiguration]]),
  ) as FormValues<ImportConfigurationBody>;
}
