import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useEndpointQuery } from '@headgate/api-client';
import {
  alertEndpoints,
  locationBodySchema,
  locationSetupEndpoints,
  locationsRecord,
  lookupEndpoints,
  parameterLabel,
  type LocationMapPoint,
  type LocationRecord,
} from '@headgate/contracts';
import { lookupOptions } from '@headgate/design-system';
import {
  FormMultiSelect,
  FormNumberField,
  FormSelect,
  FormTextField,
  FormYesNo,
  RecordFormPanel,
} from '@headgate/design-system/forms';
import type { RecordOpening } from '../records/RecordsPage';
import { useRecordForm } from '../records/useRecordForm';
import { ElevationNote } from './ElevationNote';
import { LocationMap } from './LocationMap';
import { locationFormValues, NEW_LOCATION } from './locationFormValues';

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
  const types = useEndpointQuery(lookupEndpoints.locationTypes, {});
  const waterbodies = useEndpointQuery(lookupEndpoints.waterbodies, {});
  const parameters = useEndpointQuery(lookupEndpoints.parameters, {});
  const location = opening.kind === 'edit' ? opening.row : null;
  const { form, panel } = useRecordForm(locationsRecord, {
    id: location?.location_ndx ?? null,
    schema: locationBodySchema,
    values:
      opening.kind === 'edit'
        ? locationFormValues(opening.row)
        : opening.copyOf
          ? locationFormValues(opening.copyOf, true)
          : NEW_LOCATION,
    saveNeedsChange: true,
    onClose,
    alsoInvalidates: [
      locationSetupEndpoints.table,
      alertEndpoints.locations,
      alertEndpoints.parameters,
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
      {...panel}
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
        options={lookupOptions(types.data, 'location_type_ndx', 'location_type_desc')}
      />
      <FormSelect
        control={control}
        name="waterbody_ndx"
        label="Waterbody"
        required
        options={lookupOptions(waterbodies.data, 'waterbody_ndx', 'waterbody_name')}
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
        options={lookupOptions(parameters.data, 'parameter_ndx', (parameter) =>
          parameterLabel(parameter.parameter_name, parameter.units),
        )}
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
