import Box from '@mui/material/Box';
import { MOBILE_LEGEND } from '@headgate/contracts';
import type { PivotCell } from './pivotRows';

const LEGEND_NAMES: Record<string, string> = {
  [MOBILE_LEGEND.missing.color]: MOBILE_LEGEND.missing.label,
};

/**
 * A cell in the legend's colour, filling the grid cell. The colour is also said in words for
 * screen readers, and the text stays dark on the light colours of the legend.
 */
export function HighlightedCell({ cell }: { cell: PivotCell | undefined }) {
  if (!cell) return null;
  if (!cell.highlight) return <>{cell.text}</>;
  const meaning = LEGEND_NAMES[cell.highlight];
  return (
    <Box
      component="span"
      title={meaning}
      sx={{
        display: 'block',
        // Over the cell's padding (TRACKER_TABLE_SX), so the colour fills the cell's width.
        mx: -1.5,
        px: 1.5,
        height: '100%',
        bgcolor: cell.highlight,
        color: 'rgba(0, 0, 0, 0.87)',
      }}
    >
      {cell.text}
      {meaning ? <Box component="span" sx={visuallyHidden}>{` (${meaning})`}</Box> : null}
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
