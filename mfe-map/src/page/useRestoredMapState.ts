import { useState } from 'react';
import { DEFAULT_CENTER, DEFAULT_ZOOM } from '../map/mapDefaults';
import type { InitialView } from '../map/mapRuntime';
import { useMapSettingsStore } from '../mapState/mapSettingsStore';
import { readMapUrlState } from '../mapState/mapUrlState';

/**
 * Reads a shared link's map state once, when the page mounts: the basemap and layer groups go
 * to the settings store (replacing any from an earlier visit), the view is returned for the map.
 */
export function useRestoredMapState(): InitialView {
  const [view] = useState<InitialView>(() => {
    const restored = readMapUrlState(window.location.search);
    useMapSettingsStore.getState().restore(restored);
    return { center: restored.center ?? DEFAULT_CENTER, zoom: restored.zoom ?? DEFAULT_ZOOM };
  });
  return view;
}
