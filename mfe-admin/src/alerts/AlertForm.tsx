import { useEffect } from 'react';
import TextField from '@mui/material/TextField';
import { useEndpointQuery } from '@headgate/api-client';
import {
  alertEndpoints,
  alertRequestBodySchema,
  alertsRecord,
  FORM_MESSAGES,
  type AlertRequest,
} from '@headgate/contracts';
import { lookupOptions } from '@headgate/design-system';
import {
  FORM_FIELD_WIDTH,
  FormNumberField,
  FormSelect,
  FormTextField,
  FormYesNo,
  RecordFormPanel,
} from '@headgate/design-system/forms';
import { useRecordForm } from '../records/useRecordForm';
import {
  alertFormValues,
  keepsParameter,
  NEW_ALERT,
  parametersAt,
  sendToDetails,
} from './alertChoices';

/**
 * The alert form below the table (spec §4 Alerts, §5 Alert form): Save only when complete,
 * parameters of the chosen location only, Send To Details read-only; history when editing.
 */
export function AlertForm({ alert, onClose }: { alert: AlertRequest | null; onClose: () => void }) {
  const types = useEndpointQuery(alertEndpoints.alertTypes, {});
  const locations = useEndpointQuery(alertEndpoints.locations, {});
  const parameters = useEndpointQuery(alertEndpoints.parameters, {});
  const sendTo = useEndpointQuery(alertEndpoints.sendTo, {});
  const { form, panel } = useRecordForm(alertsRecord, {
    id: alert?.alert_request_ndx ?? null,
    schema: alertRequestBodySchema,
    values: alert ? alertFormValues(alert) : NEW_ALERT,
    saveNeedsChange: false,
    onClose,
  });
  const { control, watch, setValue } = form;
  const location = watch('location_ndx');
  const parameter = watch('parameter_ndx');

  useEffect(() => {
    if (parameters.data && parameter && !keepsParameter(parameters.data, location, parameter)) {
      setValue('parameter_ndx', null, { shouldDirty: true, shouldValidate: true });
    }
  }, [location, parameter, parameters.data, setValue]);

  return (
    <RecordFormPanel
      title={alert ? `Editing Alert ${alert.alert_request_ndx}` : 'New Alert'}
      {...panel}
    >
      <FormYesNo control={control} name="enabled" label="Enabled" />
      <FormSelect
        control={control}
        name="alert_type_ndx"
        label="Alert Type"
        required
        options={lookupOptions(types.data, 'alert_type_ndx', 'alert_type')}
      />
      <FormSelect
        control={control}
        name="location_ndx"
        label="Location"
        required
        options={lookupOptions(locations.data, 'location_ndx', 'location_name')}
      />
      <FormSelect
        control={control}
        name="parameter_ndx"
        label="Parameter"
        required
        disabled={!location}
        helperText={location ? undefined : FORM_MESSAGES.selectLocationFirst}
        options={parametersAt(parameters.data ?? [], location)}
      />
      <FormNumberField control={control} name="trigger_value" label="Trigger Value" required />
      <FormNumberField control={control} name="reset_hours" label="Reset Hours" required />
      <FormSelect
        control={control}
        name="merged_address_ndx"
        label="Send To"
        emptyLabel="Nobody yet"
        options={lookupOptions(sendTo.data, 'merged_address_ndx', (choice) =>
          choice.is_group ? `${choice.send_to} (group)` : choice.send_to,
        )}
      />
      <TextField
        label="Send To Details"
        size="small"
        sx={FORM_FIELD_WIDTH}
        value={sendToDetails(sendTo.data ?? [], watch('merged_address_ndx'))}
        slotProps={{ input: { readOnly: true } }}
      />
      <FormTextField control={control} name="custom_subject" label="Custom Subject" nullable />
      <FormTextField
        control={control}
        name="custom_loc_name"
        label="Custom Location Name"
        nullable
      />
      <FormTextField control={control} name="notes" label="Notes" nullable multiline />
    </RecordFormPanel>
  );
}
