import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** One choice of a pick list. */
export interface PickOption {
  id: number;
  label: string;
}

/** A titled list of checkboxes with '+ All' and '- None' (spec §2 "Selection Criteria"). */
export function PickList({
  title,
  options,
  selected,
  onChange,
}: {
  title: string;
  options: readonly PickOption[];
  selected: readonly number[];
  onChange: (selected: number[]) => void;
}) {
  const id = `pick-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Box
      component="fieldset"
      aria-labelledby={id}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="legend" id={id} variant="subtitle2">
          {title}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button size="small" onClick={() => onChange(options.map((option) => option.id))}>
            + All
          </Button>
          <Button size="small" onClick={() => onChange([])}>
            - None
          </Button>
        </Stack>
      </Stack>
      <FormGroup sx={{ maxHeight: 260, overflowY: 'auto', flexWrap: 'nowrap' }}>
        {options.map((option) => (
          <FormControlLabel
            key={option.id}
            label={option.label}
            control={
              <Checkbox
                size="small"
                checked={selected.includes(option.id)}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...selected, option.id]
                      : selected.filter((item) => item !== option.id),
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
    </Box>
  );
}
