import type Layer from 'ol/layer/Layer';
import Point from 'ol/geom/Point';
import type VectorSource from 'ol/source/Vector';
import { getCenter } from 'ol/extent';
import { SHOWN_FLAG } from '../layers/locationFlags';
import type { DrawnLayer } from '../layers/useDataLayers';
import { popupProperties } from '../map/featuresAtPixel';
import type { MapRuntime } from '../map/mapRuntime';
import type { FeatureInView } from './featureListItems';

/**
 * The features inside the map's current view that a click could open a popup for: from layers
 * drawn at this zoom that do not exclude popups, topmost layer first, without locations the
 * filters hide. Lines and areas point at their spot nearest the view's centre.
 */
export function featuresInView(runtime: MapRuntime, drawn: readonly DrawnLayer[]): FeatureInView[] {
  const { map } = runtime;
  const view = map.getView();
  const size = map.getSize();
  if (!size) return [];
  const extent = view.calculateExtent(size);
  const center = getCenter(extent);
  const found: FeatureInView[] = [];
  for (const { layer, olLayer } of [...drawn].reverse()) {
    if (layer.popup.excludePopup || !(olLayer as Layer).isVisible(view)) continue;
    const source = (olLayer as Layer).getSource() as VectorSource | null;
    for (const feature of source?.getFeaturesInExtent(extent) ?? []) {
      const geometry = feature.getGeometry();
      if (!geometry || feature.get(SHOWN_FLAG) === 0) continue;
      found.push({
        layer,
        properties: popupProperties(feature),
        id: feature.getId(),
        coordinate:
          geometry instanceof Point ? geometry.getCoordinates() : geometry.getClosestPoint(center),
      });
    }
  }
  return found;
}
