import { useId } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  BUFFER_UNITS,
  BUFFER_UNIT_LABELS,
  type BufferRow,
  type BufferUnits,
} from './bufferDefaults';
import { readBufferRow } from './bufferPlan';

/** The columns of a row; on a narrow panel the units go under the amount. */
export const ROW_GRID = {
  wide: { columns: '32px 1fr 92px auto', areas: '"swatch amount units on"' },
  compact: { columns: '32px 1fr auto', areas: '"swatch amount on" ". units units"' },
} as const;

/**
 * One buffer row (spec/public-map.md §2, §3 'Search buffer'): colour, amount, units and an on
 * switch. An amount that is not a number of 0 or more says so under the row and draws nothing.
 */
export function BufferRowFields({
  index,
  row,
  compact,
  onChange,
}: {
  index: number;
  row: BufferRow;
  compact: boolean;
  onChange: (change: Partial<BufferRow>) => void;
}) {
  const name = `Buffer ${index + 1}`;
  const messageId = useId();
  const amount = readBufferRow(row);
  const problem = amount.kind === 'invalid' ? amount.message : null;
  const grid = compact ? ROW_GRID.compact : ROW_GRID.wide;
  return (
    <Box role="group" aria-label={name} data-buffer-row={index + 1}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: grid.columns,
          gridTemplateAreas: grid.areas,
          columnGap: 1.5,
          rowGap: 1,
          alignItems: 'center',
        }}
      >
        <Box
          component="input"
          type="color"
          value={row.color}
          onChange={(event) => onChange({ color: event.target.value })}
          aria-label={`${name} colour`}
          sx={{
            gridArea: 'swatch',
            width: 32,
            height: 32,
            p: 0,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'transparent',
            cursor: 'pointer',
            opacity: row.enabled ? 1 : 0.5,
            '&::-webkit-color-swatch-wrapper': { p: '3px' },
            '&::-webkit-color-swatch': { border: 'none', borderRadius: '3px' },
            '&::-moz-color-swatch': { border: 'none', borderRadius: '3px' },
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
          }}
        />
        <TextField
          size="small"
          value={row.amount}
          onChange={(event) => onChange({ amount: event.target.value })}
          error={problem !== null}
          sx={{ gridArea: 'amount' }}
          slotProps={{
            htmlInput: {
              inputMode: 'decimal',
              'aria-label': `${name} amount`,
              'aria-invalid': problem !== null,
              'aria-describedby': problem ? messageId : undefined,
            },
          }}
        />
        <TextField
          select
          size="small"
          value={row.units}
          onChange={(event) => onChange({ units: event.target.value as BufferUnits })}
          sx={{ gridArea: 'units' }}
          slotProps={{ select: { native: true }, htmlInput: { 'aria-label': `${name} units` } }}
        >
          {BUFFER_UNITS.map((units) => (
            <option key={units} value={units}>
              {BUFFER_UNIT_LABELS[units]}
            </option>
          ))}
        </TextField>
        <Switch
          size="small"
          checked={row.enabled}
          onChange={(_event, enabled) => onChange({ enabled })}
          sx={{ gridArea: 'on' }}
          slotProps={{ input: { 'aria-label': `${name} on` } }}
        />
      </Box>
      {problem && (
        <FormHelperText id={messageId} error sx={{ ml: '44px' }}>
          {problem}
        </FormHelperText>
      )}
    </Box>
  );
}
