import { create } from 'zustand';
import type { LocationSearchResult } from '@headgate/contracts';

/** A location the map should fly to and open the popup of. */
export type LocationFocus = Pick<LocationSearchResult, 'location_ndx' | 'longitude' | 'latitude'>;

interface MapFocusState {
  /** The picked location the map has not shown yet. */
  focus: LocationFocus | null;
  /** Asks the map to show a location (a search pick in the filter bar). */
  focusLocation: (location: LocationFocus) => void;
  /** The map has shown it. */
  clearFocus: () => void;
}

/**
 * Hands a picked location from the filter bar to the map, which loads after the bar (it is
 * split into its own chunk) and acts on the latest request once it is there.
 */
export const useMapFocusStore = create<MapFocusState>()((set) => ({
  focus: null,
  focusLocation: (location) => set({ focus: { ...location } }),
  clearFocus: () => set({ focus: null }),
}));
