import type { InputHTMLAttributes, ReactNode } from 'react';
import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

export interface SearchFieldProps {
  /** What the Autocomplete's `renderInput` was given. */
  params: AutocompleteRenderInputParams;
  label?: string;
  placeholder?: string;
  error?: boolean;
  /** Said under the field and read with it. */
  helperText?: string;
  /** Attributes of the `<input>` itself, beside the Autocomplete's. */
  htmlInput?: InputHTMLAttributes<HTMLInputElement> & Record<`aria-${string}`, string>;
  startAdornment?: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * The outlined text field of the map's two searches, put together as MUI's TextField puts it
 * together. TextField also carries the select variant, and with it MUI's Select, Menu and the
 * other input variants, which the map's first load does not otherwise need.
 */
export function SearchField({
  params,
  label,
  placeholder,
  error = false,
  helperText,
  htmlInput,
  startAdornment,
  sx,
}: SearchFieldProps) {
  const helperTextId = helperText ? `${params.id}-helper-text` : undefined;
  return (
    <FormControl
      variant="outlined"
      fullWidth={params.fullWidth}
      disabled={params.disabled}
      size={params.size}
      error={error}
      sx={sx}
    >
      {label && <InputLabel {...params.slotProps.inputLabel}>{label}</InputLabel>}
      <OutlinedInput
        {...params.slotProps.input}
        startAdornment={startAdornment ?? params.slotProps.input.startAdornment}
        label={label}
        placeholder={placeholder}
        inputProps={{
          ...params.slotProps.htmlInput,
          ...htmlInput,
          'aria-describedby': helperTextId,
        }}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
