import type { ReactNode } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { SelectOption } from '../options/lookupOptions';
import { blockNumberKeys, FORM_FIELD_WIDTH } from './fieldConventions';

interface FieldProps<Values extends FieldValues> {
  control: Control<Values, unknown, unknown>;
  name: Path<Values>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
}

/** A text field of a schema form; an empty field is `null` when `nullable`. */
export function FormTextField<Values extends FieldValues>({
  control,
  name,
  label,
  required,
  disabled,
  helperText,
  multiline,
  nullable,
  readOnly,
  password,
}: FieldProps<Values> & {
  multiline?: boolean;
  nullable?: boolean;
  readOnly?: boolean;
  /** Masked, and offered to the browser's password manager as a new password. */
  password?: boolean;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      label={label}
      type={password ? 'password' : undefined}
      autoComplete={password ? 'new-password' : undefined}
      size="small"
      required={required}
      disabled={disabled}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      sx={FORM_FIELD_WIDTH}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onBlur={field.onBlur}
      onChange={(event) =>
        field.onChange(nullable && event.target.value === '' ? null : event.target.value)
      }
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{ input: { readOnly } }}
    />
  );
}

/**
 * A number field of a schema form: the value is a number, or `null` when empty; the keys the
 * spec blocks cannot be typed.
 */
export function FormNumberField<Values extends FieldValues>({
  control,
  name,
  label,
  required,
  disabled,
  helperText,
  wholeNumber,
  allowNegative,
  step,
}: FieldProps<Values> & { wholeNumber?: boolean; allowNegative?: boolean; step?: number }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      label={label}
      type="number"
      size="small"
      required={required}
      disabled={disabled}
      sx={FORM_FIELD_WIDTH}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onBlur={field.onBlur}
      onKeyDown={blockNumberKeys({ wholeNumber, allowNegative })}
      onChange={(event) =>
        field.onChange(event.target.value === '' ? null : Number(event.target.value))
      }
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{ htmlInput: { step: step ?? (wholeNumber ? 1 : 'any') } }}
    />
  );
}

/** A select's options as its menu's items. */
function optionItems(options: readonly SelectOption[]) {
  return options.map((option) => (
    <MenuItem key={option.value} value={option.value}>
      {option.label}
    </MenuItem>
  ));
}

/** A choice of a schema form; the value is the chosen option's id (a number or a text), or null. */
export function FormSelect<Values extends FieldValues>({
  control,
  name,
  label,
  required,
  disabled,
  helperText,
  options,
  emptyLabel,
}: FieldProps<Values> & {
  options: readonly SelectOption[];
  /** Offers a blank choice with this label (for optional selects). */
  emptyLabel?: string;
}) {
  const { field, fieldState } = useController({ control, name });
  // A value the options do not (yet) hold shows as empty: options load after the record, and a
  // dependent choice is cleared a moment after what it depends on changes.
  const shown = options.some((option) => option.value === field.value) ? field.value : '';
  return (
    <TextField
      select
      label={label}
      size="small"
      required={required}
      disabled={disabled}
      sx={FORM_FIELD_WIDTH}
      name={field.name}
      inputRef={field.ref}
      value={shown}
      onBlur={field.onBlur}
      onChange={(event) =>
        field.onChange(
          options.find((option) => String(option.value) === String(event.target.value))?.value ??
            null,
        )
      }
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      // A disabled choice's helper text says why it is disabled ('*Select a location first'):
      // it keeps a readable colour, not the faint disabled one (axe: colour contrast).
      slotProps={{ formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
    >
      {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
      {optionItems(options)}
    </TextField>
  );
}

/** A multiple choice of ids (a location's parameters, a user's facilities). */
export function FormMultiSelect<Values extends FieldValues>({
  control,
  name,
  label,
  disabled,
  helperText,
  options,
}: FieldProps<Values> & { options: readonly SelectOption<number>[] }) {
  const { field, fieldState } = useController({ control, name });
  const labels = new Map(options.map((option) => [option.value, option.label]));
  return (
    <TextField
      select
      label={label}
      size="small"
      disabled={disabled}
      sx={FORM_FIELD_WIDTH}
      name={field.name}
      inputRef={field.ref}
      value={(field.value as number[] | undefined) ?? []}
      onBlur={field.onBlur}
      onChange={(event) => field.onChange(event.target.value as unknown as number[])}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) =>
            (selected as number[]).map((value) => labels.get(value) ?? value).join(', '),
        },
      }}
    >
      {optionItems(options)}
    </TextField>
  );
}

/** A yes/no field of a schema form, as a labelled switch. */
export function FormYesNo<Values extends FieldValues>({
  control,
  name,
  label,
  disabled,
}: FieldProps<Values>) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      sx={FORM_FIELD_WIDTH}
      label={`${label}: ${field.value ? 'Yes' : 'No'}`}
      control={
        <Switch
          name={field.name}
          slotProps={{ input: { ref: field.ref } }}
          checked={Boolean(field.value)}
          disabled={disabled}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(event.target.checked)}
        />
      }
    />
  );
}
