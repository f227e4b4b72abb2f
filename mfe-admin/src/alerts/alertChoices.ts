import {
  parameterLabel,
  type AlertParameterChoice,
  type AlertRequest,
  type AlertRequestBody,
  type SendToChoice,
} from '@headgate/contracts';
import { lookupOptions, type SelectOption } from '@headgate/design-system';
import type { FormValues } from '@headgate/design-system/forms';

/** A new alert's form: enabled, everything else still to choose (spec §5). */
export const NEW_ALERT: FormValues<AlertRequestBody> = {
  enabled: true,
  alert_type_ndx: null,
  location_ndx: null,
  parameter_ndx: null,
  trigger_value: null,
  reset_hours: null,
  merged_address_ndx: null,
  custom_subject: null,
  custom_loc_name: null,
  notes: null,
};

/** The form's values of an existing alert. */
export function alertFormValues(alert: AlertRequest): FormValues<AlertRequestBody> {
  return {
    enabled: alert.enabled,
    alert_type_ndx: alert.alert_type_ndx,
    location_ndx: alert.location_ndx,
    parameter_ndx: alert.parameter_ndx,
    trigger_value: alert.trigger_value,
    reset_hours: alert.reset_hours,
    merged_address_ndx: alert.merged_address_ndx,
    custom_subject: alert.custom_subject,
    custom_loc_name: alert.custom_loc_name,
    notes: alert.notes,
  };
}

/** The parameters the chosen location records: the only ones an alert on it may watch. */
export function parametersAt(
  choices: readonly AlertParameterChoice[],
  locationNdx: number | null | undefined,
): SelectOption<number>[] {
  return lookupOptions(
    choices.filter((choice) => choice.location_ndx === locationNdx),
    'parameter_ndx',
    (choice) => parameterLabel(choice.parameter_name, choice.units),
  );
}

/** Whether a parameter still fits after the location changed (spec §5: else it is cleared). */
export function keepsParameter(
  choices: readonly AlertParameterChoice[],
  locationNdx: number | null | undefined,
  parameterNdx: number | null | undefined,
): boolean {
  return parametersAt(choices, locationNdx).some((option) => option.value === parameterNdx);
}

/** What Send To Details shows for the chosen contact or group (read-only). */
export function sendToDetails(
  choices: readonly SendToChoice[],
  mergedAddressNdx: number | null | undefined,
): string {
  return (
    choices.find((choice) => choice.merged_address_ndx === mergedAddressNdx)?.send_to_details ?? ''
  );
}
