import { create } from 'zustand';
import { DEFAULT_COLOR_BY, type ColorBy } from '../colorBy';
import type { BasemapId } from '@headgate/contracts';
import { DEFAULT_BASEMAP } from '../basemaps/basemapCatalog';
import type { LayerGroupEntry } from '../layers/layerGroups';
import type { MapUrlState } from './mapUrlState';

/** The choices a visitor makes about the map: basemap, layer groups, opacities, colour-by. */
export interface MapSettings {
  basemap: BasemapId;
  /** Groups the visitor switched on or off; the others follow the URL or their default. */
  groupVisibility: Readonly<Record<string, boolean>>;
  /** The visible groups a shared link named, if it named any. */
  restoredGroups: readonly string[] | null;
  /** Opacity 0–1 of groups with fill layers; 1 when never changed. */
  groupOpacity: Readonly<Record<string, number>>;
  colorBy: ColorBy;
}

interface MapSettingsActions {
  /** Starts a fresh page from a shared link's state (or the defaults). */
  restore: (state: MapUrlState) => void;
  setBasemap: (basemap: BasemapId) => void;
  setGroupVisible: (groupId: string, visible: boolean) => void;
  setGroupOpacity: (groupId: string, opacity: number) => void;
  setColorBy: (colorBy: ColorBy) => void;
}

const INITIAL: MapSettings = {
  basemap: DEFAULT_BASEMAP,
  groupVisibility: {},
  restoredGroups: null,
  groupOpacity: {},
  colorBy: DEFAULT_COLOR_BY,
};

/** One store for the map page, so the panel, the filter bar, the map and the URL agree. */
export const useMapSettingsStore = create<MapSettings & MapSettingsActions>()((set) => ({
  ...INITIAL,
  restore: (state) =>
    set({
      ...INITIAL,
      basemap: state.basemap ?? DEFAULT_BASEMAP,
      restoredGroups: state.visibleGroups ?? null,
    }),
  setBasemap: (basemap) => set({ basemap }),
  setGroupVisible: (groupId, visible) =>
    set((state) => ({ groupVisibility: { ...state.groupVisibility, [groupId]: visible } })),
  setGroupOpacity: (groupId, opacity) =>
    set((state) => ({ groupOpacity: { ...state.groupOpacity, [groupId]: opacity } })),
  setColorBy: (colorBy) => set({ colorBy }),
}));

/** Whether a layer group is drawn: the visitor's switch, else the shared link, else its default. */
export function isGroupVisible(
  entry: Pick<LayerGroupEntry, 'id' | 'visibleByDefault'>,
  settings: Pick<MapSettings, 'groupVisibility' | 'restoredGroups'>,
): boolean {
  return (
    settings.groupVisibility[entry.id] ??
    settings.restoredGroups?.includes(entry.id) ??
    entry.visibleByDefault
  );
}

/** A group's opacity (0–1). */
export function groupOpacity(groupId: string, settings: Pick<MapSettings, 'groupOpacity'>): number {
  return settings.groupOpacity[groupId] ?? 1;
}
