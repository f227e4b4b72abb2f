import { create } from 'zustand';

/** The map tools that take map clicks for themselves while they are active. */
export type MapClickOwner = 'drawing' | 'buffers';

interface MapClickOwnerState {
  /** The tool that owns map clicks now; null: clicks open the feature popup. */
  owner: MapClickOwner | null;
  /** A tool takes the clicks (the last one to ask wins). */
  claim: (owner: MapClickOwner) => void;
  /** A tool gives the clicks back; ignored when another tool took them since. */
  release: (owner: MapClickOwner) => void;
}

/**
 * Who a click on the map is for. Drawing a shape or placing a buffer centre must not also open
 * a feature popup, and only one tool places things at a time.
 */
export const useMapClickOwnerStore = create<MapClickOwnerState>()((set) => ({
  owner: null,
  claim: (owner) => set({ owner }),
  release: (owner) => set((state) => (state.owner === owner ? { owner: null } : state)),
}));
