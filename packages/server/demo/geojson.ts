import fs from 'node:fs';
import path from 'node:path';

export interface Feature<P = Record<string, unknown>> {
  type: 'Feature';
  properties: P;
  geometry: { type: string; coordinates: unknown };
}

/** Reads a GeoJSON FeatureCollection from the demo data folder. */
export function readFeatures<P = Record<string, unknown>>(
  dataDir: string,
  file: string,
): Feature<P>[] {
  const collection = JSON.parse(fs.readFileSync(path.join(dataDir, file), 'utf8')) as {
    features: Feature<P>[];
  };
  return collection.features;
}

/** The map's default view (spec §9): features outside it are left out of the demo layers. */
export const DEFAULT_VIEW_BBOX = [-107.4, 39.0, -102.2, 41.5] as const;

export function pointInDefaultView(coordinates: unknown): boolean {
  const [lon, lat] = coordinates as [number, number];
  const [west, south, east, north] = DEFAULT_VIEW_BBOX;
  return lon >= west && lon <= east && lat >= south && lat <= north;
}
