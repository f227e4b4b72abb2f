import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import {
  locationBodySchema,
  parameterLabel,
  type LocationMapPoint,
  type LocationRecord,
} from '@headgate/contracts';
import { useAuthScope } from '@headgate/auth';
import {
  FormMultiSelect,
  FormNumberField,
  FormSelect,
  FormTextField,
  FormYesNo,
  RecordFormPanel,
  useSchemaForm,
} from '@headgate/design-system';
import { listQuery } from '../records/recordApi';
import { RecordHistoryPanel } from '../records/RecordHistoryPanel';
import type { RecordOpening } from '../records/RecordsPage';
import { useRecordSave } from '../records/useRecordSave';
import { ElevationNote } from './ElevationNote';
import { LocationMap } from './LocationMap';
import { locationFormValues, NEW_LOCATION } from './locationFormValues';

interface LocationType {
  location_type_ndx: number;
  location_type_desc: string;
}
interface Waterbody {
  waterbody_ndx: number;
  waterbody_name: string;
}
interface ParameterChoice {
  parameter_ndx: number;
  parameter_name: string;
  units: string;
}

const HEX = /^#[0-9A-Fa-f]{6}$/;

/**
 * A location's form (spec §4 Editors, §5 Location form) with its map: the marker and the
 * coordinate fields move together; Save needs a change and every required field.
 */
export function LocationForm({
  opening,
  others,
  onClose,
}: {
  opening: RecordOpening<LocationRecord>;
  others: readonly LocationMapPoint[];
  onClose: () => void;
}) {
  const scope = useAuthScope();
  const types = useQuery(listQuery<LocationType>(scope, 'list-location-types'));
  const waterbodies = useQuery(listQuery<Waterbody>(scope, 'list-waterbodies'));
  const parameters = useQuery(listQuery<ParameterChoice>(scope, 'list-all-parameters'));
  const location = opening.kind === 'edit' ? opening.row : null;
  const form = useSchemaForm(
    locationBodySchema,
    opening.kind === 'edit'
      ? locationFormValues(opening.row)
      : opening.copyOf
        ? locationFormValues(opening.copyOf, true)
        : NEW_LOCATION,
  );
  const save = useRecordSave({
    path: 'data-list-locations',
    entity: 'location',
    id: location?.location_ndx ?? null,
    onSaved: onClose,
    alsoInvalidates: [
      'sys-mgmt-locations-toptable',
      'alerts-list-locations',
      'alerts-list-parameters',
    ],
  });
  const { control, formState, watch, setValue } = form;
  const latitude = watch('latitude');
  const longitude = watch('longitude');
  const color = watch('legend_color');
  const validCoordinate =
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    !formState.errors.latitude &&
    !formState.errors.longitude;

  return (
    <RecordFormPanel
      title={location ? 'Editing Existing Location' : 'Creating New Location'}
      creating={!location}
      busy={save.isPending}
      canSave={formState.isValid && formState.isDirty}
      dirty={formState.isDirty}
      onSubmit={() => void form.handleSubmit((body) => save.mutate(body))()}
      onCancel={onClose}
      onReset={() => form.reset()}
      footer={location && <RecordHistoryPanel entity="location" id={location.location_ndx} />}
    >
      <FormTextField control={control} name="location_id" label="Location ID" required />
      <FormTextField
        control={control}
        name="location_display_label"
        label="Display Abbreviation"
        required
      />
      <FormTextField control={control} name="location_name" label="Full Name" required />
      <FormSelect
        control={control}
        name="location_type_ndx"
        label="Location Type"
        required
        options={(types.data ?? []).map((type) => ({
          value: type.location_type_ndx,
          label: type.location_type_desc,
        }))}
      />
      <FormSelect
        control={control}
        name="waterbody_ndx"
        label="Waterbody"
        required
        options={(waterbodies.data ?? []).map((waterbody) => ({
          value: waterbody.waterbody_ndx,
          label: waterbody.waterbody_name,
        }))}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flex: '1 1 220px' }}>
        <FormTextField control={control} name="legend_color" label="Legend Color" required />
        <Box
          aria-hidden
          sx={{
            width: 36,
            height: 36,
            flex: 'none',
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            bgcolor: typeof color === 'string' && HEX.test(color) ? color : 'transparent',
          }}
        />
      </Stack>
      <FormNumberField
        control={control}
        name="display_order"
        label="Display Order"
        required
        wholeNumber
      />
      <FormNumberField
        control={control}
        name="latitude"
        label="Latitude"
        required
        allowNegative
        step={0.00001}
      />
      <FormNumberField
        control={control}
        name="longitude"
        label="Longitude"
        required
        allowNegative
        step={0.00001}
      />
      <FormMultiSelect
        control={control}
        name="assoc_parameter_ndx"
        label="Parameters"
        options={(parameters.data ?? []).map((parameter) => ({
          value: parameter.parameter_ndx,
          label: parameterLabel(parameter.parameter_name, parameter.units),
        }))}
      />
      <FormYesNo control={control} name="exclude_from_map" label="Hide from Map" />
      <FormYesNo control={control} name="linked_excel_include" label="Linked Excel" />
      <FormYesNo control={control} name="is_public" label="On the public map" />
      <FormTextField control={control} name="notes" label="Notes" nullable multiline />
      <Stack spacing={1} sx={{ flex: '1 1 100%' }}>
        <LocationMap
          latitude={validCoordinate ? latitude : null}
          longitude={validCoordinate ? longitude : null}
          others={others.filter((other) => other.location_ndx !== location?.location_ndx)}
          onMove={(lat, lon) => {
            setValue('latitude', lat, { shouldDirty: true, shouldValidate: true });
            setValue('longitude', lon, { shouldDirty: true, shouldValidate: true });
          }}
        />
        {validCoordinate && <ElevationNote latitude={latitude} longitude={longitude} />}
      </Stack>
    </RecordFormPanel>
  );
}
