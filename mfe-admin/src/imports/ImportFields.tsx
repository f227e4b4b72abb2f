import TextField from '@mui/material/TextField';
import { importConfigurationBodySchema, minutesOf, minutesText } from '@headgate/contracts';
import {
  blockNumberKeys,
  FORM_FIELD_WIDTH,
  type useSchemaForm,
} from '@headgate/design-system/forms';
import { formatDenver, fromDenverInput, LOCAL_INPUT_FORMAT } from '@headgate/district-clock';

type ImportForm = ReturnType<typeof useSchemaForm<typeof importConfigurationBodySchema>>;

/**
 * Minutes on screen, text in the body ('30 minutes', spec §5): a whole-number field that
 * writes the text into the form. 'e', '.' and '-' cannot be typed.
 */
export function MinutesField({
  form,
  name,
  label,
  required,
}: {
  form: ImportForm;
  name: 'frequency' | 'interval_period';
  label: string;
  required?: boolean;
}) {
  const value = form.watch(name);
  const error = form.formState.errors[name]?.message;
  return (
    <TextField
      label={label}
      type="number"
      size="small"
      required={required}
      sx={FORM_FIELD_WIDTH}
      value={value ? minutesOf(value) : ''}
      onKeyDown={blockNumberKeys({ wholeNumber: true })}
      onChange={(event) =>
        form.setValue(
          name,
          event.target.value === ''
            ? required
              ? ''
              : null
            : minutesText(Number(event.target.value)),
          { shouldDirty: true, shouldValidate: true },
        )
      }
      error={Boolean(error)}
      helperText={error}
      slotProps={{ htmlInput: { min: 0, step: 1 } }}
    />
  );
}

/** A date and time on the district's clock, kept in the form as ISO 8601 with its offset. */
export function DistrictDateTimeField({
  form,
  name,
  label,
}: {
  form: ImportForm;
  name: 'last_retrieval' | 'next_retrieval';
  label: string;
}) {
  const value = form.watch(name);
  return (
    <TextField
      label={label}
      type="datetime-local"
      size="small"
      sx={FORM_FIELD_WIDTH}
      value={value ? formatDenver(value, LOCAL_INPUT_FORMAT) : ''}
      onChange={(event) =>
        form.setValue(name, fromDenverInput(event.target.value), {
          shouldDirty: true,
          shouldValidate: true,
        })
      }
      helperText="America/Denver"
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
