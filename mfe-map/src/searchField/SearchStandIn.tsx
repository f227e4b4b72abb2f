import { useId } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import type { SearchLook } from './searchLook';

// MUI's Autocomplete pads a small outlined field and its input this way (Autocomplete.js), and
// places its popup button 9 px from the end: the stand-in does the same, so the text, the icons
// and the arrow do not move when the search replaces it.
const AUTOCOMPLETE_FIELD = {
  pt: '6px',
  pb: '6px',
  pl: '6px',
  pr: '9px',
  '& .MuiOutlinedInput-input': { p: '2.5px 4px 2.5px 8px' },
} as const;
const WITH_POPUP_ICON = { pr: '39px' } as const;
const POPUP_ICON = {
  position: 'absolute',
  right: 9,
  top: '50%',
  transform: 'translate(0, -50%)',
  display: 'flex',
  p: '2px',
  mr: '-2px',
  color: 'action.active',
} as const;

export interface SearchStandInProps {
  look: SearchLook;
  text: string;
  onTextChange: (text: string) => void;
  /** The visitor reached for the field (pointer over it, focus): the search is needed now. */
  onReach: () => void;
  onFocusChange: (focused: boolean) => void;
}

/**
 * A search's field before the search itself (MUI's Autocomplete, its popper) has loaded: the same
 * size, name and role, taking what is typed so that the search can carry on with it.
 */
export function SearchStandIn({
  look,
  text,
  onTextChange,
  onReach,
  onFocusChange,
}: SearchStandInProps) {
  const id = useId();
  return (
    <Box sx={look.rootSx} onPointerEnter={onReach}>
      <FormControl variant="outlined" fullWidth size="small" sx={look.fieldSx}>
        {look.label && <InputLabel htmlFor={id}>{look.label}</InputLabel>}
        <OutlinedInput
          id={id}
          label={look.label}
          placeholder={look.placeholder}
          startAdornment={look.startAdornment}
          endAdornment={
            look.popupIcon && (
              <Box sx={POPUP_ICON}>
                <ArrowDropDownIcon />
              </Box>
            )
          }
          sx={[AUTOCOMPLETE_FIELD, look.popupIcon && WITH_POPUP_ICON]}
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          onFocus={() => {
            onFocusChange(true);
            onReach();
          }}
          onBlur={() => onFocusChange(false)}
          inputProps={{
            ...look.htmlInput,
            role: 'combobox',
            'aria-expanded': false,
            'aria-autocomplete': 'list',
            autoComplete: 'off',
          }}
        />
      </FormControl>
    </Box>
  );
}
