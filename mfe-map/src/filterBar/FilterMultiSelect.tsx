import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';

interface FilterOption {
  value: string;
  display: string;
}

export interface FilterMultiSelectProps {
  label: string;
  options: readonly FilterOption[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  onSelectAll: () => void;
  onSelectNone: () => void;
}

// The two commands sit in the list as options; these values cannot clash with a real option's.
const SELECT_ALL = '\u0000select-all';
const SELECT_NONE = '\u0000select-none';

/** What the closed select shows: All, None, the one chosen option, or "2 of 5". */
function summary(options: readonly FilterOption[], selected: readonly string[]): string {
  if (options.length > 0 && selected.length === options.length) return 'All';
  if (selected.length === 0) return 'None';
  if (selected.length === 1) {
    return options.find((option) => option.value === selected[0])?.display ?? selected[0]!;
  }
  return `${selected.length} of ${options.length}`;
}

/** A multi-select filter with Select All and Select None above its options (spec §2, §4). */
export function FilterMultiSelect({
  label,
  options,
  selected,
  onToggle,
  onSelectAll,
  onSelectNone,
}: FilterMultiSelectProps) {
  const labelId = useId();

  const onChange = (event: SelectChangeEvent<string[]>) => {
    const { value } = event.target;
    const next = typeof value === 'string' ? value.split(',') : value;
    if (next.includes(SELECT_ALL)) return onSelectAll();
    if (next.includes(SELECT_NONE)) return onSelectNone();
    // One click changes one option: the value in one list and not the other.
    const toggled =
      next.find((item) => !selected.includes(item)) ??
      selected.find((item) => !next.includes(item));
    if (toggled !== undefined) onToggle(toggled);
  };

  return (
    <FormControl size="small" sx={{ flex: '1 1 150px', maxWidth: 240 }}>
      <InputLabel id={labelId} shrink>
        {label}
      </InputLabel>
      <Select
        labelId={labelId}
        label={label}
        notched
        multiple
        displayEmpty
        value={[...selected]}
        onChange={onChange}
        renderValue={() => summary(options, selected)}
      >
        <MenuItem value={SELECT_ALL}>Select All</MenuItem>
        <MenuItem value={SELECT_NONE} divider>
          Select None
        </MenuItem>
        {options.map((option) => {
          const checked = selected.includes(option.value);
          return (
            <MenuItem key={option.value} value={option.value}>
              <ListItemIcon>
                {checked ? (
                  <CheckBoxIcon fontSize="small" color="primary" />
                ) : (
                  <CheckBoxOutlineBlankIcon fontSize="small" />
                )}
              </ListItemIcon>
              <ListItemText primary={option.display} />
            </MenuItem>
          );
        })}
      </Select>
    </FormControl>
  );
}
