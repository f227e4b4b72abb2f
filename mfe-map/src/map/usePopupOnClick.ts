import { useEffect, useState } from 'react';
import type { Coordinate } from 'ol/coordinate';
import { unByKey } from 'ol/Observable';
import { useMapClickOwnerStore } from '../mapTools/mapClickOwnerStore';
import type { PopupFeature } from '../popup';
import { featuresAtPixel, hasPopupFeatureAtPixel } from './featuresAtPixel';
import type { MapRuntime } from './mapRuntime';

/** The feature popup: where it points and the features it pages through. */
export interface OpenPopup {
  coordinate: Coordinate;
  features: PopupFeature[];
  /** Move the keyboard focus into the popup (it was opened from the keyboard). */
  takeFocus?: boolean;
}

/**
 * Opens the feature popup on a map click with the features under the click point (closing it
 * when there are none), and shows a pointer cursor over features that have one. While a map tool
 * (drawing, buffers) owns the clicks, the popup stays closed.
 */
export function usePopupOnClick(
  runtime: MapRuntime | null,
): [OpenPopup | null, (popup: OpenPopup | null) => void] {
  const [popup, setPopup] = useState<OpenPopup | null>(null);
  useEffect(() => {
    if (!runtime) return;
    const { map } = runtime;
    const keys = [
      map.on('singleclick', (event) => {
        if (useMapClickOwnerStore.getState().owner !== null) return;
        const features = featuresAtPixel(map, event.pixel);
        setPopup(features.length > 0 ? { coordinate: event.coordinate, features } : null);
      }),
      map.on('pointermove', (event) => {
        if (event.dragging || useMapClickOwnerStore.getState().owner !== null) return;
        const viewport = map.getViewport();
        if (viewport)
          viewport.style.cursor = hasPopupFeatureAtPixel(map, event.pixel) ? 'pointer' : '';
      }),
    ];
    return () => unByKey(keys);
  }, [runtime]);
  return [popup, setPopup];
}
