import type { MapLayer } from '@headgate/contracts';
import { fieldLabel } from './fieldLabels';
import { DIVERSION_POINTS_LABEL_WIDTH, LABEL_WIDTH, isDiversionPointsLayer } from './popupLayers';
import { popupValueHref, popupValueText } from './popupValue';

/** What the diversion-points popup shows for a missing value (spec/public-map.md §5). */
export const MISSING_VALUE_TEXT = 'N/A';

/** One line of a popup's table. */
export interface PopupRow {
  field: string;
  label: string;
  value: string;
  /** Set when the value is a web address, which the popup shows as a link. */
  href?: string;
}

/** What a feature's popup page shows. */
export interface PopupContent {
  title: string;
  /** Width of the label column, as a CSS percentage. */
  labelWidth: string;
  rows: PopupRow[];
}

/**
 * The title and table of a feature's popup (spec/public-map.md §2 and §5). The title is the
 * layer's titleField value (the layer name when there is none); the layer's excludeFields are
 * hidden; booleans read Yes/No. Other empty or null-like values are hidden, except on the
 * diversion-points layer, which shows them as N/A with a 42 % label column instead of 30 %.
 * Properties keep their order.
 */
export function popupRows(layer: MapLayer, properties: Record<string, unknown>): PopupContent {
  const { titleField, excludeFields } = layer.lreProperties;
  const diversionPoints = isDiversionPointsLayer(layer);
  const rows: PopupRow[] = [];
  for (const [field, value] of Object.entries(properties)) {
    if (excludeFields.includes(field)) continue;
    const text = popupValueText(value) ?? (diversionPoints ? MISSING_VALUE_TEXT : null);
    if (text === null) continue;
    const href = popupValueHref(text);
    rows.push({ field, label: fieldLabel(field), value: text, ...(href ? { href } : {}) });
  }
  const titleValue = titleField ? popupValueText(properties[titleField]) : null;
  return {
    title: titleValue ?? layer.name,
    labelWidth: diversionPoints ? DIVERSION_POINTS_LABEL_WIDTH : LABEL_WIDTH,
    rows,
  };
}
