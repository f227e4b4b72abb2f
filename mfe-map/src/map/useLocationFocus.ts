import { useEffect } from 'react';
import type VectorSource from 'ol/source/Vector';
import type Layer from 'ol/layer/Layer';
import { fromLonLat } from 'ol/proj';
import { isLocationLayer } from '../layers/locationFlags';
import type { DrawnLayer } from '../layers/useDataLayers';
import { popupFeatures, type PopupFeature } from '../popup';
import { popupProperties } from './featuresAtPixel';
import { FLY_DURATION_MS, PICKED_PLACE_ZOOM } from './mapDefaults';
import { useMapFocusStore } from './mapFocusStore';
import type { MapRuntime } from './mapRuntime';
import type { OpenPopup } from './usePopupOnClick';

/** The popup features of one location, from every location layer that draws it. */
function locationPopupFeatures(drawn: readonly DrawnLayer[], locationNdx: number): PopupFeature[] {
  const found: PopupFeature[] = [];
  for (const { layer, olLayer } of drawn) {
    if (!isLocationLayer(layer)) continue;
    const source = (olLayer as Layer).getSource() as VectorSource | null;
    for (const feature of source?.getFeatures() ?? []) {
      if (feature.get('location_ndx') !== locationNdx) continue;
      found.push({ layer, properties: popupProperties(feature), id: feature.getId() });
    }
  }
  return popupFeatures(found);
}

/**
 * Acts on a location picked in the filter bar's search: flies to it at zoom 16
 * (spec/public-map.md §9) and, once there, opens its popup.
 */
export function useLocationFocus(
  runtime: MapRuntime | null,
  drawn: readonly DrawnLayer[],
  openPopup: (popup: OpenPopup | null) => void,
): void {
  const location = useMapFocusStore((state) => state.focus);
  const clearFocus = useMapFocusStore((state) => state.clearFocus);
  useEffect(() => {
    if (!runtime || !location || drawn.length === 0) return;
    clearFocus();
    const coordinate = fromLonLat([location.longitude, location.latitude]);
    const view = runtime.map.getView();
    openPopup(null);
    view.cancelAnimations();
    view.animate(
      { center: coordinate, zoom: PICKED_PLACE_ZOOM, duration: FLY_DURATION_MS },
      (done) => {
        // A visitor who grabs the map mid-flight has moved on.
        if (!done) return;
        const features = locationPopupFeatures(drawn, location.location_ndx);
        if (features.length > 0) openPopup({ coordinate, features });
      },
    );
  }, [runtime, drawn, location, clearFocus, openPopup]);
}
