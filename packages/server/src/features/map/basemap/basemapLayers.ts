import fs from 'node:fs';
import path from 'node:path';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import {
  BASEMAP_LAYER_IDS,
  type BasemapFeatureProperties,
  type BasemapLayerId,
} from '@headgate/contracts';
import { precompressJson, type PrecompressedJson } from '../../../core/api/precompressedJson';
import { INSTALL_ROOT } from '../../../installRoot';

/** The offline basemap's files, made by `build/buildBasemapFiles.ts` and shipped with the server. */
export const BASEMAP_DIR = path.join(INSTALL_ROOT, 'packages', 'server', 'demo-data', 'basemap');

/** The water district the demo serves: the map opens on it, and its towns are labelled first. */
export const HOME_WATER_DISTRICT = 2;

/** One offline layer: its features for look-ups, and its encoded body for the map. */
export interface BasemapLayer {
  collection: FeatureCollection;
  /** The body, compressed on first use and kept (brotli at its highest level takes a while). */
  encoded(): Promise<PrecompressedJson>;
}

let loaded: ReadonlyMap<BasemapLayerId, BasemapLayer> | undefined;

/**
 * The offline basemap layers, read once per process (the files never change while it runs;
 * tests start many servers in one process).
 */
export function basemapLayers(): ReadonlyMap<BasemapLayerId, BasemapLayer> {
  loaded ??= new Map(
    BASEMAP_LAYER_IDS.map((id) => {
      const file = path.join(BASEMAP_DIR, `${id}.geojson`);
      const collection = JSON.parse(fs.readFileSync(file, 'utf8')) as FeatureCollection;
      let encoded: Promise<PrecompressedJson> | undefined;
      // A failed compression is not kept: the next request tries again.
      const encode = () =>
        precompressJson(collection).catch((error: unknown) => {
          encoded = undefined;
          throw error;
        });
      return [id, { collection, encoded: () => (encoded ??= encode()) }];
    }),
  );
  return loaded;
}

/**
 * Compresses every layer now, so no visitor's request waits for it: a serving process calls it
 * before it takes requests; tests that never ask for the basemap skip it.
 */
export async function encodeBasemapLayers(): Promise<void> {
  await Promise.all([...basemapLayers().values()].map((layer) => layer.encoded()));
}

/** The features of one offline layer, with the properties its contract gives them. */
export function basemapFeatures<L extends BasemapLayerId>(
  id: L,
): Feature<Geometry, BasemapFeatureProperties<L>>[] {
  return basemapLayers().get(id)!.collection.features as Feature<
    Geometry,
    BasemapFeatureProperties<L>
  >[];
}
