import type { MapLayer } from '@headgate/contracts';
import { UNITED_LOCATIONS_SOURCE } from './popupLayers';

/** A feature under the click point, with the layer it was drawn by. */
export interface PopupFeature {
  layer: MapLayer;
  /** The feature's properties, without its geometry. */
  properties: Record<string, unknown>;
  /** The feature's id within its source, when it has one. */
  id?: string | number;
}

// One feature drawn by several layers of a source (circle and label) is one feature.
function featureKey({ layer, properties, id }: PopupFeature): string {
  return `${layer.source}\u0000${id ?? JSON.stringify(properties)}`;
}

/**
 * The features under a click point without repeats: the same source and id (or, without an id,
 * the same properties) counts once. The first occurrence wins and the order is kept.
 */
export function dedupeFeatures<Feature extends PopupFeature>(
  features: readonly Feature[],
): Feature[] {
  const seen = new Set<string>();
  return features.filter((feature) => {
    const key = featureKey(feature);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The features a click opens the popup with (spec/public-map.md §2): those of layers that do not
 * exclude popups, de-duplicated.
 */
export function popupFeatures<Feature extends PopupFeature>(
  features: readonly Feature[],
): Feature[] {
  return dedupeFeatures(features.filter((feature) => !feature.layer.popup.excludePopup));
}

/** The facility a United location links to, or null when it is not one or has no facility. */
export function facilityNdxOf({ layer, properties }: PopupFeature): number | string | null {
  const ndx = properties.facility_ndx;
  if (layer.source !== UNITED_LOCATIONS_SOURCE) return null;
  return typeof ndx === 'number' || (typeof ndx === 'string' && ndx !== '') ? ndx : null;
}

/** True when the location has a flow, stage or water-level series to show in Detailed Results. */
export function hasDetailedResults({ properties }: PopupFeature): boolean {
  return Boolean(
    properties.has_flow_graph || properties.has_stage_graph || properties.has_waterlevel_graph,
  );
}
