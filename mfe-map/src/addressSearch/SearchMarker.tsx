import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import PlaceIcon from '@mui/icons-material/Place';
import Overlay from 'ol/Overlay';
import { fromLonLat } from 'ol/proj';
import type { MapRuntime } from '../map/mapRuntime';

/**
 * The pin dropped on a chosen address or coordinate, with its name and, for coordinates, what
 * the reverse look-up says is there. The × removes it.
 */
export function SearchMarker({
  runtime,
  lon,
  lat,
  title,
  description,
  onRemove,
}: {
  runtime: MapRuntime;
  lon: number;
  lat: number;
  title: string;
  description: string | null;
  onRemove: () => void;
}) {
  const [element] = useState(() => document.createElement('div'));
  useEffect(() => {
    const overlay = new Overlay({
      element,
      position: fromLonLat([lon, lat]),
      positioning: 'bottom-center',
      stopEvent: true,
    });
    runtime.map.addOverlay(overlay);
    return () => {
      runtime.map.removeOverlay(overlay);
    };
  }, [runtime, element, lon, lat]);

  return createPortal(
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }} data-search-marker>
      <Paper
        elevation={3}
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1,
          pl: 2,
          pr: 0.5,
          py: 1,
          maxWidth: 260,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {description && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {description}
            </Typography>
          )}
        </Box>
        <IconButton size="small" aria-label="Remove search marker" onClick={onRemove}>
          <CloseIcon fontSize="inherit" />
        </IconButton>
      </Paper>
      <PlaceIcon
        aria-hidden
        sx={{
          fontSize: 40,
          color: 'error.main',
          filter: 'drop-shadow(0 2px 2px rgba(0,0,0,0.35))',
        }}
      />
    </Box>,
    element,
  );
}
