import { create } from 'zustand';

interface MapBottomCoverState {
  /** How many pixels up from the map's bottom edge a docked panel covers; 0 when none is open. */
  bottomCover: number;
  setBottomCover: (pixels: number) => void;
}

/**
 * What a panel docked over the bottom of the map (the time series) hides, so the feature popup
 * can be moved above it.
 */
export const useMapBottomCoverStore = create<MapBottomCoverState>()((set) => ({
  bottomCover: 0,
  setBottomCover: (bottomCover) => set({ bottomCover }),
}));
