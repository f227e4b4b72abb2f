import { useEffect } from 'react';
import { unByKey } from 'ol/Observable';
import { toLonLat } from 'ol/proj';
import type { MapRuntime } from '../map/mapRuntime';
import { useMapSettingsStore } from './mapSettingsStore';
import type { GroupsForUrl } from './useGroupsForUrl';
import { writeMapUrlState } from './mapUrlState';

/** How long the URL waits for the map to settle before it records the view. */
export const URL_UPDATE_DEBOUNCE_MS = 300;

/**
 * Keeps the map's view, basemap and visible layer groups in the URL's search parameters, so the
 * address bar can be shared. Replaces the history entry (a pan is not a page to go back to),
 * keeps the router's history state, and waits for the map to settle before writing.
 */
export function useMapUrlSync(runtime: MapRuntime | null, groups: GroupsForUrl | null): void {
  const basemap = useMapSettingsStore((state) => state.basemap);
  useEffect(() => {
    if (!runtime) return;
    const view = runtime.map.getView();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const write = () => {
      const center = view.getCenter();
      const zoom = view.getZoom();
      if (!center || zoom === undefined) return;
      const { pathname, search, hash } = window.location;
      const nextSearch = writeMapUrlState(search, {
        center: toLonLat(center) as [number, number],
        zoom,
        basemap,
        visibleGroups: groups?.visible ?? null,
        defaultVisibleGroups: groups?.byDefault ?? [],
      });
      if (nextSearch !== search) {
        window.history.replaceState(window.history.state, '', `${pathname}${nextSearch}${hash}`);
      }
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(write, URL_UPDATE_DEBOUNCE_MS);
    };
    const key = runtime.map.on('moveend', schedule);
    schedule();
    return () => {
      clearTimeout(timer);
      unByKey(key);
    };
  }, [runtime, basemap, groups]);
}
