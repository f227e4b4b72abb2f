import { BASEMAP_IDS, BASEMAP_LABELS, type BasemapSettings } from '@headgate/contracts';
import type { MapProviders } from './mapProviders';

/** Credit for the data of the offline basemap (demo-data/SOURCES.md). */
export const OFFLINE_BASEMAP_ATTRIBUTION =
  'Natural Earth; U.S. Census Bureau; USGS NHDPlus; water districts and municipalities © Open Water Foundation (CC BY-SA 4.0)';

/**
 * The basemaps the map offers. With a style provider every basemap is its style; without one
 * the map draws all but Satellite from the offline layers, and Satellite, which has no offline
 * imagery, waits for a provider key.
 */
export function basemapSettings(providers: MapProviders): BasemapSettings {
  const styles = providers.basemapStyles;
  return {
    basemaps: BASEMAP_IDS.map((id) => {
      const label = BASEMAP_LABELS[id];
      if (styles) {
        return {
          id,
          label,
          styleUrl: styles.urls[id],
          attribution: styles.attribution,
          offline: false,
        };
      }
      const offline = id !== 'satellite';
      return {
        id,
        label,
        styleUrl: null,
        attribution: offline ? OFFLINE_BASEMAP_ATTRIBUTION : null,
        offline,
      };
    }),
    geocoder: providers.geocoder ?? null,
  };
}
