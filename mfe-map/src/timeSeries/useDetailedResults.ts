import { useCallback } from 'react';
import type { PopupFeature } from '../popup';
import { timeSeriesLocationOf } from './timeSeriesLocation';
import { useTimeSeriesStore } from './timeSeriesStore';

/**
 * The feature popup's 'Detailed Results' toggle: opens or closes the time-series panel for a
 * feature's location, and says whether it is open for that feature.
 */
export function useDetailedResults(): {
  onDetailedResults: (feature: PopupFeature) => void;
  isDetailedResultsOpen: (feature: PopupFeature) => boolean;
} {
  const openNdx = useTimeSeriesStore((state) => state.location?.locationNdx ?? null);
  const toggle = useTimeSeriesStore((state) => state.toggle);
  const onDetailedResults = useCallback(
    (feature: PopupFeature) => {
      const location = timeSeriesLocationOf(feature);
      if (location) toggle(location);
    },
    [toggle],
  );
  const isDetailedResultsOpen = useCallback(
    (feature: PopupFeature) =>
      openNdx !== null && timeSeriesLocationOf(feature)?.locationNdx === openNdx,
    [openNdx],
  );
  return { onDetailedResults, isDetailedResultsOpen };
}
