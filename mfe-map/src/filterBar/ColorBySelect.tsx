import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { COLOR_BY_OPTIONS, isColorBy, type ColorBy } from '../colorBy';

export interface ColorBySelectProps {
  colorBy: ColorBy;
  onColorByChange: (colorBy: ColorBy) => void;
}

/** Colour-by: Default (one blue) or Location Types (a colour per type). */
export function ColorBySelect({ colorBy, onColorByChange }: ColorBySelectProps) {
  return (
    <TextField
      select
      size="small"
      label="Color By"
      value={colorBy}
      onChange={(event) => {
        if (isColorBy(event.target.value)) onColorByChange(event.target.value);
      }}
      sx={{ flex: '1 1 140px', maxWidth: 200 }}
    >
      {COLOR_BY_OPTIONS.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
