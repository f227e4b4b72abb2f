import { dedupeFeatures, popupRows, type PopupFeature } from '../popup';

/** A feature in view that could open the popup, with the point the popup would point at. */
export interface FeatureInView extends PopupFeature {
  coordinate: readonly number[];
}

/** One row of the list: the popup's title and the layer it belongs to. */
export interface FeatureListItem {
  key: string;
  title: string;
  layerName: string;
  feature: FeatureInView;
}

/** The list shows this many features at most; zooming in narrows it. */
export const FEATURE_LIST_LIMIT = 100;

/**
 * The rows of 'List features in view': each feature once (as the popup de-duplicates them),
 * titled as its popup is, in alphabetical order. Past the limit, the topmost layers' features
 * are kept; `total` says how many there were.
 */
export function featureListItems(
  candidates: readonly FeatureInView[],
  limit = FEATURE_LIST_LIMIT,
): { items: FeatureListItem[]; total: number } {
  const unique = dedupeFeatures(candidates);
  const items = unique.slice(0, limit).map((feature, index) => ({
    key: `${feature.layer.id}:${feature.id ?? index}`,
    title: popupRows(feature.layer, feature.properties).title,
    layerName: feature.layer.name,
    feature,
  }));
  items.sort((a, b) => a.title.localeCompare(b.title, undefined, { numeric: true }));
  return { items, total: unique.length };
}
