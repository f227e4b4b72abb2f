import type { MapLayer } from '@headgate/contracts';
import { LOCATION_SOURCES, reportAge } from '../popup';
import { LABEL_PROPERTY_PREFIX } from './glFlatStyle';

/**
 * Per-feature flags the map sets on location features, so the WebGL style can read them as
 * attributes: 1 when the location has not reported within a day, 1 when it passes the filters.
 * Names are shader-safe, and {@link withoutMapFlags} keeps them out of popups.
 */
export const STALE_FLAG = 'headgate_stale';
export const SHOWN_FLAG = 'headgate_shown';

/** True for the district's own location layers, which colour-by, filters and staleness apply to. */
export function isLocationLayer(layer: Pick<MapLayer, 'source'>): boolean {
  return LOCATION_SOURCES.includes(layer.source);
}

/** True when a location's newest report is older than a day, or it never reported. */
export function isStaleLocation(properties: Readonly<Record<string, unknown>>, now: Date): boolean {
  return reportAge(properties.last_report, now)?.stale ?? true;
}

/** A feature's properties as the API sent them, without the map's flags and prepared labels. */
export function withoutMapFlags(
  properties: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const rest = { ...properties };
  delete rest[STALE_FLAG];
  delete rest[SHOWN_FLAG];
  for (const name of Object.keys(rest)) {
    if (name.startsWith(LABEL_PROPERTY_PREFIX)) delete rest[name];
  }
  return rest;
}
