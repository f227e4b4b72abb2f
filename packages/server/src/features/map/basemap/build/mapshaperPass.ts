import type { FeatureCollection } from 'geojson';
import mapshaper from 'mapshaper';

/** Coordinates are kept to 5 decimals: about 1 m, finer than any of the sources. */
const PRECISION = 0.00001;

/**
 * Runs a layer through mapshaper: `commands` (dissolve, simplify) work on a topology, so borders
 * two districts share stay shared after simplifying, then GeoJSON comes out with rounded
 * coordinates.
 */
export async function mapshaperPass(
  collection: FeatureCollection,
  commands = '',
): Promise<FeatureCollection> {
  const output = await mapshaper.applyCommands(
    `-i layer.json ${commands} -o output.json format=geojson geojson-type=FeatureCollection precision=${PRECISION}`,
    { 'layer.json': JSON.stringify(collection) },
  );
  const result = JSON.parse(String(output['output.json'])) as FeatureCollection;
  // mapshaper writes `null` properties for a layer without fields; GeoJSON readers want objects.
  for (const feature of result.features) feature.properties ??= {};
  return result;
}
