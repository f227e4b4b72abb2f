import type { MapLayer } from '@headgate/contracts';

/** The diversion-points layer: its popup shows missing values as N/A and a wider label column. */
export const DIVERSION_POINTS_LAYER_ID = 'diversion-points';

/** The restricted United locations source: its popup links to the facility page. */
export const UNITED_LOCATIONS_SOURCE = 'united-locations';

/** The sources of the district's own locations, whose popups show how old their data is. */
export const LOCATION_SOURCES: readonly string[] = [UNITED_LOCATIONS_SOURCE, 'public-locations'];

/** Width of the popup's label column (spec/public-map.md §2). */
export const LABEL_WIDTH = '30%';
export const DIVERSION_POINTS_LABEL_WIDTH = '42%';

export function isDiversionPointsLayer(layer: MapLayer): boolean {
  return layer.id === DIVERSION_POINTS_LAYER_ID;
}

export function isLocationLayer(layer: MapLayer): boolean {
  return LOCATION_SOURCES.includes(layer.source);
}
