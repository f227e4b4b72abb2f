import type { ReactNode } from 'react';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useEndpointQuery } from '@headgate/api-client';
import {
  alertEndpoints,
  DAYLIGHT_OFFSET_OPTIONS,
  importConfigurationBodySchema,
  importsRecord,
  lookupEndpoints,
  type ImportConfiguration,
} from '@headgate/contracts';
import { lookupOptions } from '@headgate/design-system';
import {
  FormNumberField,
  FormSelect,
  FormTextField,
  FormYesNo,
  RecordFormPanel,
} from '@headgate/design-system/forms';
import { useRecordForm } from '../records/useRecordForm';
import { DistrictDateTimeField, MinutesField } from './ImportFields';
import { ImportRunsPanel } from './ImportRunsPanel';
import { importFormValues, NEW_IMPORT } from './importFormValues';

function Section({ title }: { title: string }): ReactNode {
  return (
    <>
      <Divider sx={{ flex: '1 1 100%' }} />
      <Typography component="h3" variant="subtitle1" sx={{ flex: '1 1 100%' }}>
        {title}
      </Typography>
    </>
  );
}

/** The lookups of the import form, as select options. */
function useImportChoices() {
  const locations = useEndpointQuery(alertEndpoints.locations, {});
  const parameters = useEndpointQuery(lookupEndpoints.parameters, {});
  const units = useEndpointQuery(lookupEndpoints.units, {});
  const sources = useEndpointQuery(lookupEndpoints.dataSources, {});
  const delimiters = useEndpointQuery(lookupEndpoints.delimiters, {});
  return {
    locations: lookupOptions(locations.data, 'location_ndx', 'location_name'),
    parameters: lookupOptions(parameters.data, 'parameter_ndx', 'parameter_name'),
    units: lookupOptions(units.data, 'unit_ndx', 'unit_desc'),
    sources: lookupOptions(sources.data, 'datasrc_ndx', 'data_source'),
    delimiters: lookupOptions(delimiters.data, 'delimiter_ndx', 'delimiter_desc'),
  };
}

/**
 * The import configuration form (spec §2 Imports Configuration, §3 defaults, §5 Import): four
 * sections; Save only with location, parameter, unit, data source and delimiter chosen.
 */
export function ImportForm({
  row,
  onClose,
}: {
  row: ImportConfiguration | null;
  onClose: () => void;
}) {
  const choices = useImportChoices();
  const { form, panel } = useRecordForm(importsRecord, {
    id: row?.import_ndx ?? null,
    schema: importConfigurationBodySchema,
    values: row ? importFormValues(row) : NEW_IMPORT,
    saveNeedsChange: false,
    onClose,
  });
  const { control } = form;
  const count = (
    name:
      | 'file_fieldcount'
      | 'file_header_rowcount'
      | 'column_position_date'
      | 'column_position_time'
      | 'column_position_value',
    label: string,
  ) => <FormNumberField control={control} name={name} label={label} wholeNumber />;
  return (
    <RecordFormPanel
      title={row ? `Editing Import Configuration "${row.import_ndx}"` : 'New Import Configuration'}
      {...panel}
      footer={
        row && (
          <>
            <ImportRunsPanel importNdx={row.import_ndx} />
            {panel.footer}
          </>
        )
      }
    >
      <Section title="Import Controls" />
      <FormYesNo control={control} name="enabled" label="Enabled" />
      <FormYesNo control={control} name="run_now" label="Run Now" />
      <MinutesField form={form} name="frequency" label="Import Frequency (minutes)" required />
      <FormNumberField
        control={control}
        name="retain_days"
        label="Retain Days (-1 keeps all)"
        wholeNumber
        allowNegative
      />
      <FormNumberField control={control} name="history_days" label="History Days" wholeNumber />
      <FormSelect
        control={control}
        name="apply_daylightsavings_offset"
        label="Apply Daylight Savings Offset"
        options={DAYLIGHT_OFFSET_OPTIONS.map((option) => ({
          value: option.value,
          label: `${option.value}: ${option.label}`,
        }))}
      />
      <Section title="Data Source Information" />
      <FormSelect
        control={control}
        name="location_ndx"
        label="Location"
        required
        options={choices.locations}
      />
      <FormSelect
        control={control}
        name="parameter_ndx"
        label="Parameter"
        required
        options={choices.parameters}
      />
      <FormSelect
        control={control}
        name="datasrc_ndx"
        label="Data Source"
        required
        options={choices.sources}
      />
      <FormTextField control={control} name="source_site_id" label="Source Site ID" nullable />
      <FormTextField
        control={control}
        name="source_site_metadata"
        label="Source Site Metadata"
        nullable
      />
      <MinutesField form={form} name="interval_period" label="Incoming Data Interval (minutes)" />
      <FormTextField
        control={control}
        name="interval_metadata"
        label="Interval Metadata"
        nullable
      />
      <Section title="Import File Details" />
      <FormTextField control={control} name="file_name" label="File Name" nullable />
      <FormTextField control={control} name="file_path" label="File Path" nullable />
      <FormSelect
        control={control}
        name="unit_ndx"
        label="Incoming Units"
        required
        options={choices.units}
      />
      <FormSelect
        control={control}
        name="delimiter_ndx"
        label="Text File Delimiter"
        required
        options={choices.delimiters}
      />
      {count('file_fieldcount', 'File Field Count')}
      {count('file_header_rowcount', 'File Header Row Count')}
      {count('column_position_date', 'Column Position Date')}
      {count('column_position_time', 'Column Position Time')}
      {count('column_position_value', 'Column Position Value')}
      <FormTextField control={control} name="notes" label="Notes" nullable multiline />
      <Section title="Processing Status" />
      <DistrictDateTimeField form={form} name="last_retrieval" label="Last Retrieval" />
      <DistrictDateTimeField form={form} name="next_retrieval" label="Next Retrieval" />
    </RecordFormPanel>
  );
}
