import { useId } from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { LayerGroupEntry } from '../layers/layerGroups';
import { legendSwatch } from '../layers/legendSwatch';
import { LegendSwatchIcon } from './LegendSwatchIcon';

/**
 * One layer group in the Layers list: its swatch and name, a visibility switch, and for groups
 * with fill layers an opacity slider from 0 to 100 % (spec/public-map.md §2).
 */
export function LayerGroupRow({
  entry,
  visible,
  opacity,
  onVisibleChange,
  onOpacityChange,
}: {
  entry: LayerGroupEntry;
  visible: boolean;
  opacity: number;
  onVisibleChange: (visible: boolean) => void;
  onOpacityChange: (opacity: number) => void;
}) {
  const labelId = useId();
  const percent = Math.round(opacity * 100);
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <LegendSwatchIcon swatch={legendSwatch(entry)} />
        <Typography
          id={labelId}
          variant="body2"
          sx={{ flex: 1, minWidth: 0, color: visible ? 'text.primary' : 'text.secondary' }}
        >
          {entry.label}
        </Typography>
        <Switch
          size="small"
          checked={visible}
          onChange={(_event, checked) => onVisibleChange(checked)}
          slotProps={{ input: { 'aria-labelledby': labelId } }}
        />
      </Box>
      {entry.hasFill && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, pl: 7, pr: 3 }}>
          <Typography variant="caption" color="text.secondary" sx={{ width: 44 }}>
            Opacity
          </Typography>
          <Slider
            size="small"
            value={percent}
            min={0}
            max={100}
            step={5}
            disabled={!visible}
            onChange={(_event, value) => onOpacityChange((value as number) / 100)}
            valueLabelDisplay="auto"
            valueLabelFormat={(value) => `${value}%`}
            getAriaValueText={(value) => `${value}%`}
            slotProps={{ input: { 'aria-label': `${entry.label} opacity` } }}
          />
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ width: 32, textAlign: 'right' }}
          >
            {percent}%
          </Typography>
        </Box>
      )}
    </Box>
  );
}
