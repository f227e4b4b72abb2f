import GeoJSON from 'ol/format/GeoJSON';
import VectorSource from 'ol/source/Vector';
import type { FeatureCollection } from '@headgate/contracts';
import { isStaleLocation, SHOWN_FLAG, STALE_FLAG } from './locationFlags';

const geoJson = new GeoJSON({ featureProjection: 'EPSG:3857' });

/**
 * An OpenLayers source holding a map source's features in the map's projection. Location
 * features get the map's flags: stale (no report within a day, at `now`) and shown (until the
 * filters say otherwise).
 */
export function createFeatureSource(
  collection: FeatureCollection,
  options: { locations: boolean; now: Date },
): VectorSource {
  const features = geoJson.readFeatures(collection);
  if (options.locations) {
    for (const feature of features) {
      feature.setProperties(
        {
          [STALE_FLAG]: isStaleLocation(feature.getProperties(), options.now) ? 1 : 0,
          [SHOWN_FLAG]: 1,
        },
        true,
      );
    }
  }
  return new VectorSource({ features });
}
