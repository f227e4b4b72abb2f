import { useEffect } from 'react';
import { unByKey } from 'ol/Observable';
import { toLonLat } from 'ol/proj';
import type { MapRuntime } from '../map/mapRuntime';
import { useMapClickOwnerStore } from '../mapTools/mapClickOwnerStore';
import { useBufferStore } from './bufferStore';

/**
 * While the Radius Tool owns map clicks, a click (not a drag: the map still pans) places the
 * rings' centre, and the pointer is a crosshair over the map.
 */
export function useBufferCentreOnClick(runtime: MapRuntime | null): void {
  useEffect(() => {
    if (!runtime) return;
    const { map } = runtime;
    const key = map.on('singleclick', (event) => {
      if (useMapClickOwnerStore.getState().owner !== 'buffers') return;
      const [lng = 0, lat = 0] = toLonLat(event.coordinate);
      useBufferStore.getState().placeCentreOnMap({ lat, lng });
    });
    const viewport = map.getViewport() as HTMLElement | undefined;
    const showCursor = (owner: string | null, previous: string | null) => {
      if (!viewport) return;
      if (owner === 'buffers') viewport.style.cursor = 'crosshair';
      else if (previous === 'buffers') viewport.style.cursor = '';
    };
    showCursor(useMapClickOwnerStore.getState().owner, null);
    const unsubscribe = useMapClickOwnerStore.subscribe((state, previous) =>
      showCursor(state.owner, previous.owner),
    );
    return () => {
      unByKey(key);
      unsubscribe();
      showCursor(null, useMapClickOwnerStore.getState().owner);
    };
  }, [runtime]);
}
