import { create } from 'zustand';
import type { TimeSeriesLocation } from './timeSeriesLocation';

interface TimeSeriesState {
  /** The location the panel is open for; null while it is closed. */
  location: TimeSeriesLocation | null;
  /** Opens the panel for a location, or closes it when it is already open for that location. */
  toggle: (location: TimeSeriesLocation) => void;
  close: () => void;
}

/**
 * Which location's time-series panel is open (spec/public-map.md §4: open or closed). Shared by
 * the popup's 'Detailed Results' toggle and the panel docked over the map.
 */
export const useTimeSeriesStore = create<TimeSeriesState>()((set) => ({
  location: null,
  toggle: (location) =>
    set((state) => ({
      location: state.location?.locationNdx === location.locationNdx ? null : location,
    })),
  close: () => set({ location: null }),
}));
