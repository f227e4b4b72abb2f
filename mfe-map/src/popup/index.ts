/**
 * The map's feature popup (spec/public-map.md §2, §5, §9): which features a click shows, what
 * each page says, and the component. Plain React and MUI, independent of the map engine.
 */

/**
 * The popup component and its sizes: max width 380 px (205 px on small screens), content height
 * 200 px (120 px on extra-small screens).
 */
export {
  FeaturePopup,
  POPUP_CONTENT_HEIGHT,
  POPUP_EXTRA_SMALL_CONTENT_HEIGHT,
  POPUP_MAX_WIDTH,
  POPUP_SMALL_SCREEN_WIDTH,
} from './FeaturePopup';
export type { FeaturePopupProps } from './FeaturePopup';
/**
 * The features a click shows (layers with popups, de-duplicated by source and id/properties),
 * the facility a United location links to, and whether a location has Detailed Results.
 */
export { dedupeFeatures, facilityNdxOf, hasDetailedResults, popupFeatures } from './popupFeatures';
export type { PopupFeature } from './popupFeatures';
/** A feature's popup title, label column width and rows (exclusions, N/A, Yes/No, dates). */
export { MISSING_VALUE_TEXT, popupRows } from './popupRows';
export type { PopupContent, PopupRow } from './popupRows';
/** Labels of popup fields, value formatting and the map's time zone (America/Denver). */
export { fieldLabel } from './fieldLabels';
export { formatTimestamp, isNullLike } from './popupValue';
/** The layers and sources with special popup handling, and the label column widths. */
export {
  DIVERSION_POINTS_LABEL_WIDTH,
  DIVERSION_POINTS_LAYER_ID,
  LABEL_WIDTH,
  LOCATION_SOURCES,
  UNITED_LOCATIONS_SOURCE,
} from './popupLayers';
/** How old a location's newest report is ("last report 3 h ago"), stale after 24 h. */
export { STALE_AFTER_HOURS, reportAge } from './reportAge';
export type { ReportAge } from './reportAge';
