import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type {
  ComparisonFacility,
  ComparisonLocation,
  ComparisonParameter,
} from '@headgate/contracts';
import { lookupOptions, type SelectOption } from '@headgate/design-system';
import { districtToday } from '@headgate/district-clock';
import {
  QUICK_RANGES,
  quickRangeAllowed,
  withEndpoint,
  withFacilities,
  withParameter,
  withQuickRange,
  type ComparisonEndpoint,
  type ComparisonState,
  type QuickRange,
} from './comparisonState';

/**
 * A multi-select of ids with labels, as an MUI select; with no options it is disabled and says
 * why (`emptyNote`) rather than opening an empty list.
 */
function MultiPick({
  label,
  options,
  selected,
  onChange,
  emptyNote,
}: {
  label: string;
  options: readonly SelectOption<number>[];
  selected: readonly number[];
  onChange: (selected: number[]) => void;
  emptyNote?: string;
}) {
  const names = new Map(options.map((option) => [option.value, option.label]));
  const empty = emptyNote !== undefined && options.length === 0;
  return (
    <TextField
      select
      label={label}
      size="small"
      sx={{ minWidth: 220, maxWidth: 360 }}
      disabled={empty}
      helperText={empty ? emptyNote : undefined}
      value={[...selected]}
      slotProps={{
        // The note explains the disabled field: it is read like any text, so it keeps text contrast.
        formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
        select: {
          multiple: true,
          renderValue: (values) =>
            (values as number[]).map((value) => names.get(value) ?? value).join(', '),
        },
      }}
      onChange={(event) => onChange(event.target.value as unknown as number[])}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** One axis's parameter and stations (only stations recording the parameter are offered). */
function AxisPick({
  side,
  state,
  parameters,
  locations,
  onChange,
}: {
  side: 'left' | 'right';
  state: ComparisonState;
  parameters: readonly ComparisonParameter[];
  locations: readonly ComparisonLocation[];
  onChange: (state: ComparisonState) => void;
}) {
  const axis = state[side];
  const name = side === 'left' ? 'Left' : 'Right';
  const recording = locations.filter(
    (location) => axis.parameter !== null && location.parameter_ndx_array.includes(axis.parameter),
  );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        label={`${name} axis parameter`}
        size="small"
        sx={{ minWidth: 220 }}
        value={axis.parameter ?? ''}
        onChange={(event) =>
          onChange(
            withParameter(
              state,
              side,
              event.target.value === '' ? null : Number(event.target.value),
            ),
          )
        }
      >
        <MenuItem value="">None</MenuItem>
        {parameters.map((parameter) => (
          <MenuItem key={parameter.parameter_ndx} value={parameter.parameter_ndx}>
            {parameter.parameter_name}
          </MenuItem>
        ))}
      </TextField>
      <MultiPick
        label={`${name} axis locations`}
        options={lookupOptions(recording, 'location_ndx', 'location_name')}
        selected={axis.locations}
        onChange={(picked) => onChange({ ...state, [side]: { ...axis, locations: picked } })}
      />
    </Stack>
  );
}

/**
 * Said under the facility filter when no facility has a station the reader may compare (an
 * anonymous visitor, when every facility's stations are the district's): the server lists no
 * facility that would only empty the pickers.
 */
export const NO_FACILITIES = 'No facility has stations you may compare.';

/** The comparison's Filter Controls (spec §2, §4): graph options, dates, facilities, both axes. */
export function ComparisonFilters({
  state,
  facilities,
  parameters,
  locations,
  onChange,
  onSubmit,
  canSubmit,
}: {
  state: ComparisonState;
  facilities: readonly ComparisonFacility[];
  parameters: readonly ComparisonParameter[];
  locations: readonly ComparisonLocation[];
  onChange: (state: ComparisonState) => void;
  onSubmit: () => void;
  canSubmit: boolean;
}) {
  const today = districtToday();
  return (
    <Stack spacing={2}>
      <RadioGroup
        row
        aria-label="Graph Options"
        value={state.endpoint}
        onChange={(event) =>
          onChange(withEndpoint(state, event.target.value as ComparisonEndpoint, today))
        }
      >
        <FormControlLabel value="daily" control={<Radio size="small" />} label="Daily" />
        <FormControlLabel value="raw" control={<Radio size="small" />} label="15 Minutes" />
      </RadioGroup>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <TextField
          label="Start date"
          type="date"
          size="small"
          value={state.startDate}
          onChange={(event) =>
            event.target.value && onChange({ ...state, startDate: event.target.value })
          }
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="End date"
          type="date"
          size="small"
          value={state.endDate}
          onChange={(event) =>
            event.target.value && onChange({ ...state, endDate: event.target.value })
          }
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {(Object.keys(QUICK_RANGES) as QuickRange[]).map((range) => (
          <Button
            key={range}
            size="small"
            variant="outlined"
            disabled={!quickRangeAllowed(range, state.endpoint)}
            onClick={() => onChange(withQuickRange(state, range, today))}
          >
            {range}
          </Button>
        ))}
      </Stack>
      <MultiPick
        label="Facilities"
        options={lookupOptions(facilities, 'facility_ndx', 'facility_name')}
        selected={state.facilities}
        onChange={(picked) => onChange(withFacilities(state, picked))}
        emptyNote={NO_FACILITIES}
      />
      <AxisPick
        side="left"
        state={state}
        parameters={parameters}
        locations={locations}
        onChange={onChange}
      />
      <AxisPick
        side="right"
        state={state}
        parameters={parameters}
        locations={locations}
        onChange={onChange}
      />
      <Stack direction="row">
        <Button variant="contained" disabled={!canSubmit} onClick={onSubmit}>
          Submit
        </Button>
      </Stack>
    </Stack>
  );
}
