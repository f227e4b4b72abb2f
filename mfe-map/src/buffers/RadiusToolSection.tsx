import { useEffect, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMapClickOwnerStore } from '../mapTools/mapClickOwnerStore';
import { COORDINATE_ENTRY_ERROR } from './bufferDefaults';
import { planBufferRings } from './bufferPlan';
import { formatCentre, useBufferStore } from './bufferStore';
import { BufferRowFields, ROW_GRID } from './BufferRowFields';

function ringsText(count: number, centre: string): string {
  if (count === 0) return `No rings at ${centre}: turn on a buffer with an amount above 0.`;
  return `${count} ${count === 1 ? 'ring' : 'rings'} around ${centre}`;
}

/**
 * The Radius Tool (Buffers) panel section (spec/public-map.md §2, §4): four buffer rows, a
 * coordinate field, Clear and Reset. While the section is open, a click on the map places the
 * rings' centre instead of opening a feature popup.
 */
export function RadiusToolSection({ compact }: { compact: boolean }) {
  const { rows, entry, centre, setRow, setEntry, placeCentreFromEntry, clear, reset } =
    useBufferStore();
  const [entryRefused, setEntryRefused] = useState(false);

  useEffect(() => {
    const { claim, release } = useMapClickOwnerStore.getState();
    claim('buffers');
    return () => release('buffers');
  }, []);

  const draw = (event: FormEvent) => {
    event.preventDefault();
    setEntryRefused(!placeCentreFromEntry());
  };
  const ringCount = centre ? planBufferRings(rows).length : 0;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <Typography variant="body2" color="text.secondary">
        Click the map to place the centre of the rings, or enter a coordinate.
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={draw}
        aria-label="Buffer centre"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
      >
        <TextField
          size="small"
          label="Centre (Lat, Lng)"
          placeholder="40.2672, -104.7780"
          value={entry}
          onChange={(event) => {
            setEntry(event.target.value);
            setEntryRefused(false);
          }}
          error={entryRefused}
          helperText={entryRefused ? COORDINATE_ENTRY_ERROR : undefined}
          autoComplete="off"
          sx={{ flex: '1 1 160px', minWidth: 0 }}
        />
        <Button
          type="submit"
          variant="contained"
          aria-label="Draw rings"
          sx={{ flexShrink: 0, mt: '2px' }}
        >
          Draw
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {!compact && (
          <Box
            aria-hidden
            sx={{
              display: 'grid',
              gridTemplateColumns: ROW_GRID.wide.columns,
              columnGap: 1.5,
              typography: 'caption',
              color: 'text.secondary',
            }}
          >
            <span />
            <span>Amount</span>
            <span>Units</span>
            <span>On</span>
          </Box>
        )}
        {rows.map((row, index) => (
          <BufferRowFields
            key={index}
            index={index}
            row={row}
            compact={compact}
            onChange={(change) => setRow(index, change)}
          />
        ))}
      </Box>
      <Typography
        variant="body2"
        role="status"
        data-buffer-rings={ringCount}
        sx={{ fontWeight: centre ? 600 : 400, color: centre ? 'text.primary' : 'text.secondary' }}
      >
        {centre ? ringsText(ringCount, formatCentre(centre)) : 'No rings drawn.'}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5 }}>
        <Button variant="outlined" onClick={clear}>
          Clear
        </Button>
        <Button
          variant="text"
          onClick={() => {
            reset();
            setEntryRefused(false);
          }}
        >
          Reset
        </Button>
      </Box>
    </Box>
  );
}
