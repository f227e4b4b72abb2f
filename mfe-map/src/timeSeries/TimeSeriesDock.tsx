import { Suspense, useEffect } from 'react';
import Box from '@mui/material/Box';
import { Loader, retryingLazy } from '@headgate/design-system';
import { dockedPanelSx } from './panelLayout';
import { useTimeSeriesStore } from './timeSeriesStore';

// Highcharts, the date pickers and the panel load when a panel first opens, not with the map.
const TimeSeriesPanel = retryingLazy(() => import('./TimeSeriesPanel'));

/**
 * Where the time-series panel docks over the map: open for the location the popup's 'Detailed
 * Results' chose, one location at a time. Leaving the map closes it.
 */
export function TimeSeriesDock() {
  const location = useTimeSeriesStore((state) => state.location);
  const close = useTimeSeriesStore((state) => state.close);
  useEffect(() => close, [close]);

  if (!location) return null;
  return (
    <Suspense
      fallback={
        <Box sx={dockedPanelSx(false)}>
          <Loader label="Loading the time series" />
        </Box>
      }
    >
      <TimeSeriesPanel key={location.locationNdx} location={location} onClose={close} />
    </Suspense>
  );
}
