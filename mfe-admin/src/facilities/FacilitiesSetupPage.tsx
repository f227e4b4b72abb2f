import { useEndpointQuery } from '@headgate/api-client';
import {
  FACILITY_ABBREVIATION_HELP,
  facilitiesRecord,
  facilityBodySchema,
  lookupEndpoints,
  type FacilityRecord,
} from '@headgate/contracts';
import { lookupOptions } from '@headgate/design-system';
import {
  FormNumberField,
  FormSelect,
  FormTextField,
  RecordFormPanel,
} from '@headgate/design-system/forms';
import { RecordsPage, type RecordOpening } from '../records/RecordsPage';
import { useRecordForm } from '../records/useRecordForm';

const NEW_FACILITY = {
  facility: null,
  facility_name: '',
  facility_type_ndx: null,
  display_order: 0,
  axis2_min: null,
  axis2_max: null,
};

/**
 * A facility's form (spec §4 Editors, §5 Facility form): Save needs a change and a name, a new
 * facility included (a copy too: its name must be changed from "(copy)" or another field edited).
 */
function FacilityForm({
  opening,
  onClose,
}: {
  opening: RecordOpening<FacilityRecord>;
  onClose: () => void;
}) {
  const types = useEndpointQuery(lookupEndpoints.facilityTypes, {});
  const facility = opening.kind === 'edit' ? opening.row : null;
  const source = opening.kind === 'edit' ? opening.row : opening.copyOf;
  const { form, panel } = useRecordForm(facilitiesRecord, {
    id: facility?.facility_ndx ?? null,
    schema: facilityBodySchema,
    values: source
      ? {
          facility: source.facility,
          facility_name: facility ? source.facility_name : `${source.facility_name} (copy)`,
          facility_type_ndx: source.facility_type_ndx,
          display_order: source.display_order,
          axis2_min: source.axis2_min,
          axis2_max: source.axis2_max,
        }
      : NEW_FACILITY,
    saveNeedsChange: true,
    onClose,
  });
  const { control } = form;
  return (
    <RecordFormPanel
      title={facility ? 'Editing Existing Facility' : 'Creating New Facility'}
      {...panel}
    >
      <FormTextField control={control} name="facility_name" label="Facility Name" required />
      <FormTextField
        control={control}
        name="facility"
        label="Abbreviation"
        nullable
        helperText={FACILITY_ABBREVIATION_HELP}
      />
      <FormSelect
        control={control}
        name="facility_type_ndx"
        label="Facility Type"
        required
        options={lookupOptions(types.data, 'facility_type_ndx', 'facility_type_desc')}
      />
      <FormNumberField
        control={control}
        name="display_order"
        label="Display Order"
        required
        wholeNumber
      />
      <FormNumberField
        control={control}
        name="axis2_min"
        label="Right Axis Minimum"
        allowNegative
      />
      <FormNumberField
        control={control}
        name="axis2_max"
        label="Right Axis Maximum"
        allowNegative
      />
    </RecordFormPanel>
  );
}

/** Facilities Setup (spec §2): the facilities with edit, add, copy and delete, and their form. */
export function FacilitiesSetupPage() {
  return (
    <RecordsPage
      record={facilitiesRecord}
      label="Facilities"
      nameOf={(row) => row.facility_name}
      pageSize="records"
      copyable
      columns={[
        { field: 'facility_name', headerName: 'Facility Name', minWidth: 200, flex: 1.4 },
        { field: 'facility', headerName: 'Abbreviation', minWidth: 110 },
        { field: 'facility_type_desc', headerName: 'Facility Type', minWidth: 140, flex: 1 },
        { field: 'display_order', headerName: 'Display Order', type: 'number', width: 120 },
      ]}
      renderForm={(opening, close) => <FacilityForm opening={opening} onClose={close} />}
    />
  );
}
