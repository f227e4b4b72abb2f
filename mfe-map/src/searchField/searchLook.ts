import type { InputHTMLAttributes, ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * How one of the map's searches looks and is named, the same for the search and for the stand-in
 * shown until the search has loaded, so that the one replaces the other unnoticed.
 */
export interface SearchLook {
  /** Where the search sits in its row: the sx of its outermost box. */
  rootSx: SxProps<Theme>;
  /** The outlined field itself. */
  fieldSx?: SxProps<Theme>;
  label?: string;
  placeholder?: string;
  /** Attributes of the `<input>` itself (its name when there is no label, a length limit). */
  htmlInput?: InputHTMLAttributes<HTMLInputElement> & Record<`aria-${string}`, string>;
  startAdornment?: ReactNode;
  /** The search has the Autocomplete's popup button (an arrow at the field's end). */
  popupIcon: boolean;
}
