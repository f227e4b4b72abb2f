import { useEffect, useState } from 'react';
import type VectorSource from 'ol/source/Vector';
import type { MapSource } from '@headgate/contracts';
import { LOCATION_SOURCES } from '../popup';
import { createFeatureSource } from './featureSource';
import { nextTask } from './nextTask';

/** The OpenLayers source of each map source, by source id. */
export type FeatureSources = ReadonlyMap<string, VectorSource>;

/**
 * The map's sources read into OpenLayers sources, one source per task of the browser: read all
 * at once, in the render that brought the map's data, they held the main thread for ~70 ms here
 * (four times that on a phone's CPU), and a tap on the page waited that long. Null until the
 * first set is read; when the sources change, the previous set stays until the new one is whole,
 * so that the layers are built once per set.
 */
export function useFeatureSources(sources: readonly MapSource[]): FeatureSources | null {
  const [read, setRead] = useState<FeatureSources | null>(null);
  useEffect(() => {
    let current = true;
    void (async () => {
      const now = new Date();
      const featureSources = new Map<string, VectorSource>();
      for (const source of sources) {
        await nextTask();
        if (!current) return;
        const locations = LOCATION_SOURCES.includes(source.id);
        featureSources.set(source.id, createFeatureSource(source.data, { locations, now }));
      }
      if (current) setRead(featureSources);
    })();
    return () => {
      current = false;
    };
  }, [sources]);
  return read;
}
