import type OlMap from 'ol/Map';
import type { FeatureLike } from 'ol/Feature';
import type { Pixel } from 'ol/pixel';
import { mapLayerOf } from '../layers/createDataLayer';
import { withoutMapFlags } from '../layers/locationFlags';
import { popupFeatures, type PopupFeature } from '../popup';

// A fingertip is not a mouse pointer: a little slack makes 8 px circles easy to hit.
const HIT_TOLERANCE_PX = 4;

/** A feature's properties without its geometry and the map's own flags. */
export function popupProperties(feature: FeatureLike): Record<string, unknown> {
  const properties = withoutMapFlags(feature.getProperties());
  delete properties.geometry;
  return properties;
}

const HAS_POPUP = { hitTolerance: HIT_TOLERANCE_PX, layerFilter: hasPopup };

function hasPopup(olLayer: Parameters<typeof mapLayerOf>[0]): boolean {
  return mapLayerOf(olLayer)?.popup.excludePopup === false;
}

/** True when a click at this pixel would open the popup. */
export function hasPopupFeatureAtPixel(map: OlMap, pixel: Pixel): boolean {
  return map.hasFeatureAtPixel(pixel, HAS_POPUP);
}

/**
 * The features under a pixel that open the popup: from the API's visible layers that do not
 * exclude popups, topmost first, de-duplicated.
 */
export function featuresAtPixel(map: OlMap, pixel: Pixel): PopupFeature[] {
  const hits: PopupFeature[] = [];
  map.forEachFeatureAtPixel(
    pixel,
    (feature, olLayer) => {
      const layer = olLayer ? mapLayerOf(olLayer) : undefined;
      if (layer) hits.push({ layer, properties: popupProperties(feature), id: feature.getId() });
    },
    HAS_POPUP,
  );
  return popupFeatures(hits);
}
