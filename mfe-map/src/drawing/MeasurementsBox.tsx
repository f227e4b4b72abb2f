import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { copyValue } from '../mapTools/copyValue';
import type { MeasurementReadouts } from './measurements';

/** The Measurements box's title, also the name of the button that opens it. */
export const MEASUREMENTS_TITLE = 'Measurements Details';

/** The readouts in the order and words of public-map §2. */
const READOUT_TITLES: readonly [keyof MeasurementReadouts, string][] = [
  ['circleRadius', 'Most recently edited circle radius'],
  ['lineLength', 'Most recently edited line length'],
  ['polygonArea', 'Total polygon area'],
  ['pointCoordinates', 'Most recently edited point coordinates'],
];

// Shown in place of a blank readout, so the row keeps its height.
const BLANK = '—';

function Readout({ title, value }: { title: string; value: string }) {
  return (
    <>
      <Typography component="dt" variant="caption" sx={{ color: 'text.secondary', mt: 1 }}>
        {title}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        <ButtonBase
          aria-label={`Copy ${title.toLowerCase()}`}
          title={value ? 'Click to copy' : undefined}
          disabled={!value}
          onClick={() => void copyValue(value)}
          sx={{
            fontFamily: 'monospace',
            fontSize: 13,
            px: 0.5,
            ml: -0.5,
            borderRadius: 0.5,
            textAlign: 'left',
            color: value ? 'text.primary' : 'text.disabled',
            '&:hover': { bgcolor: 'action.hover' },
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
          }}
        >
          {value || BLANK}
        </ButtonBase>
      </Box>
    </>
  );
}

/**
 * The 'Measurements Details' box (public-map §2): the radius of the last circle, the length of
 * the last line, the area of all polygons and the position of the last point; a value copies on
 * click. Reset deletes every drawing, Hide closes the box. Nothing shows while every readout is
 * blank (no drawings).
 */
export function MeasurementsBox({
  readouts,
  onReset,
  onHide,
}: {
  readouts: MeasurementReadouts;
  onReset: () => void;
  onHide: () => void;
}) {
  const titleId = useId();
  if (READOUT_TITLES.every(([key]) => !readouts[key])) return null;
  return (
    <Box
      role="region"
      aria-labelledby={titleId}
      data-measurements-box
      sx={{
        position: 'absolute',
        // Left of the map's button column (12 px margin, 36 px buttons, 12 px gap), near its
        // toggle at the column's foot, and above the attribution: the top left has the searches.
        bottom: 56,
        right: 60,
        zIndex: 3,
        width: 290,
        maxWidth: 'calc(100% - 72px)',
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderRadius: 1.5,
        boxShadow: 3,
        overflow: 'hidden',
      }}
    >
      <Typography
        id={titleId}
        variant="subtitle2"
        component="h2"
        sx={{ px: 3, py: 1.5, bgcolor: 'primary.main', color: 'primary.contrastText' }}
      >
        {MEASUREMENTS_TITLE}
      </Typography>
      <Box component="dl" sx={{ m: 0, px: 3, pb: 1, display: 'flex', flexDirection: 'column' }}>
        {READOUT_TITLES.map(([key, title]) => (
          <Readout key={key} title={title} value={readouts[key]} />
        ))}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, px: 2, pb: 2 }}>
        <Button size="small" color="error" onClick={onReset}>
          Reset
        </Button>
        <Button size="small" onClick={onHide}>
          Hide
        </Button>
      </Box>
    </Box>
  );
}
