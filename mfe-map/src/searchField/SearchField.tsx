import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SearchLook } from './searchLook';

export interface SearchFieldProps {
  /** What the Autocomplete's `renderInput` was given. */
  params: AutocompleteRenderInputParams;
  look: SearchLook;
  error?: boolean;
  /** Said under the field and read with it. */
  helperText?: string;
  /** The field takes the focus when it appears (it replaces a focused stand-in). */
  autoFocus?: boolean;
}

/**
 * The outlined text field of the map's two searches, put together as MUI's TextField puts it
 * together. TextField also carries the select variant, and with it MUI's Select, Menu and the
 * other input variants, which the map's first load does not otherwise need.
 */
export function SearchField({
  params,
  look,
  error = false,
  helperText,
  autoFocus = false,
}: SearchFieldProps) {
  const helperTextId = helperText ? `${params.id}-helper-text` : undefined;
  return (
    <FormControl
      variant="outlined"
      fullWidth={params.fullWidth}
      disabled={params.disabled}
      size={params.size}
      error={error}
      sx={look.fieldSx}
    >
      {look.label && <InputLabel {...params.slotProps.inputLabel}>{look.label}</InputLabel>}
      <OutlinedInput
        {...params.slotProps.input}
        startAdornment={look.startAdornment ?? params.slotProps.input.startAdornment}
        label={look.label}
        placeholder={look.placeholder}
        autoFocus={autoFocus}
        inputProps={{
          ...params.slotProps.htmlInput,
          ...look.htmlInput,
          'aria-describedby': helperTextId,
        }}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
