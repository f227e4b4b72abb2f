import { useEffect, useState } from 'react';
import type OlMap from 'ol/Map';
import type MapBrowserEvent from 'ol/MapBrowserEvent';
import { unByKey } from 'ol/Observable';
import { toLonLat } from 'ol/proj';
import {
  cornersOfExtent,
  EMPTY_DEV_VALUES,
  lonLatOf,
  type LonLat,
  type MapDevValues,
} from './devToolsFormat';

type ViewValues = Omit<MapDevValues, 'mouse'>;

function viewValuesOf(map: OlMap): ViewValues {
  const view = map.getView();
  const center = view.getCenter();
  const size = map.getSize();
  const corners = size ? cornersOfExtent(view.calculateExtent(size), toLonLat) : null;
  return {
    zoom: view.getZoom() ?? null,
    center: center ? lonLatOf(center, toLonLat) : null,
    southWest: corners?.southWest ?? null,
    northEast: corners?.northEast ?? null,
  };
}

/**
 * The map's zoom, centre and bounds (updated when it stops moving) and the pointer's position
 * over it (at most once a frame; null when the pointer leaves the map).
 */
export function useMapDevValues(map: OlMap): MapDevValues {
  const [viewValues, setViewValues] = useState<ViewValues>(EMPTY_DEV_VALUES);
  const [mouse, setMouse] = useState<LonLat | null>(null);

  useEffect(() => {
    setViewValues(viewValuesOf(map));
    let frame: number | null = null;
    let latest: LonLat | null = null;
    const cancelFrame = () => {
      if (frame !== null) cancelAnimationFrame(frame);
      frame = null;
    };
    const keys = [
      map.on('moveend', () => setViewValues(viewValuesOf(map))),
      map.on('pointermove', (event: MapBrowserEvent) => {
        if (event.dragging) return;
        latest = lonLatOf(event.coordinate, toLonLat);
        frame ??= requestAnimationFrame(() => {
          frame = null;
          setMouse(latest);
        });
      }),
    ];
    const viewport = map.getViewport();
    const onLeave = () => {
      cancelFrame();
      setMouse(null);
    };
    viewport?.addEventListener('pointerleave', onLeave);
    return () => {
      unByKey(keys);
      viewport?.removeEventListener('pointerleave', onLeave);
      cancelFrame();
    };
  }, [map]);

  return { ...viewValues, mouse };
}
