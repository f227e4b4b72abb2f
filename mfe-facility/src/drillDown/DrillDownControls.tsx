import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import {
  GRAPH_QUICK_SET_DAYS,
  GRAPH_TIME_INTERVALS,
  parameterLabel,
  type DrillDownInterval,
  type DrillDownLocation,
  type DrillDownParameter,
} from '@headgate/contracts';
import { lookupOptions, type SelectOption } from '@headgate/design-system';
import {
  rangeAllowed,
  atLeastOne,
  withInterval,
  type DrillDownSelection,
} from './drillDownSelection';

/** A multi-select whose last remaining pick cannot be taken away (spec §4). */
function PickAtLeastOne({
  id,
  label,
  options,
  selected,
  onChange,
}: {
  id: string;
  label: string;
  options: readonly SelectOption<number>[];
  selected: readonly number[];
  onChange: (selected: number[]) => void;
}) {
  const names = new Map(options.map((option) => [option.value, option.label]));
  return (
    <FormControl size="small" sx={{ minWidth: 220, maxWidth: 320 }}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select<number[]>
        labelId={`${id}-label`}
        id={id}
        multiple
        label={label}
        value={[...selected]}
        renderValue={(values) => values.map((value) => names.get(value) ?? value).join(', ')}
        onChange={(event) => onChange(atLeastOne(event.target.value as number[], selected))}
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            <Checkbox size="small" checked={selected.includes(option.value)} />
            <ListItemText primary={option.label} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

/**
 * The drill-down's controls: time interval, days range (ranges the interval disables are
 * greyed out), the table's parameters, the graph's parameter and the graph's locations.
 */
export function DrillDownControls({
  selection,
  parameters,
  locations,
  onChange,
}: {
  selection: DrillDownSelection;
  parameters: readonly DrillDownParameter[];
  locations: readonly DrillDownLocation[];
  onChange: (selection: DrillDownSelection) => void;
}) {
  const parameterOptions = lookupOptions(parameters, 'parameter_ndx', (parameter) =>
    parameterLabel(parameter.parameter_name, parameter.units),
  );
  const locationOptions = lookupOptions(locations, 'location_ndx', 'location_name');
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <FormControl size="small" sx={{ minWidth: 260 }}>
        <InputLabel id="drill-down-interval-label">Time interval</InputLabel>
        <Select<DrillDownInterval>
          labelId="drill-down-interval-label"
          label="Time interval"
          value={selection.interval}
          onChange={(event) =>
            onChange(withInterval(selection, event.target.value as DrillDownInterval))
          }
        >
          {GRAPH_TIME_INTERVALS.map((interval) => (
            <MenuItem key={interval.value} value={interval.value}>
              {interval.label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl size="small" sx={{ minWidth: 160 }}>
        <InputLabel id="drill-down-days-label">Days range</InputLabel>
        <Select<number>
          labelId="drill-down-days-label"
          label="Days range"
          value={selection.days}
          onChange={(event) => onChange({ ...selection, days: Number(event.target.value) })}
        >
          {GRAPH_QUICK_SET_DAYS.map((range) => (
            <MenuItem
              key={range.days}
              value={range.days}
              disabled={!rangeAllowed(range.days, selection.interval)}
            >
              {range.label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <PickAtLeastOne
        id="drill-down-table-parameters"
        label="Table parameters"
        options={parameterOptions}
        selected={selection.tableParameters}
        onChange={(tableParameters) => onChange({ ...selection, tableParameters })}
      />
      <FormControl size="small" sx={{ minWidth: 200 }}>
        <InputLabel id="drill-down-graph-parameter-label">Graph parameter</InputLabel>
        <Select<number | ''>
          labelId="drill-down-graph-parameter-label"
          label="Graph parameter"
          value={selection.graphParameter ?? ''}
          onChange={(event) =>
            onChange({ ...selection, graphParameter: Number(event.target.value) })
          }
        >
          {parameterOptions.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <PickAtLeastOne
        id="drill-down-graph-locations"
        label="Graph locations"
        options={locationOptions}
        selected={selection.graphLocations}
        onChange={(graphLocations) => onChange({ ...selection, graphLocations })}
      />
    </Stack>
  );
}
