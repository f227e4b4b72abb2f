import simplify from '@turf/simplify';
import type { FeatureCollection } from '@headgate/contracts';

/** Six decimals of a degree are about 0.1 m: finer digits only cost bytes. */
const DECIMALS = 6;
const SCALE = 10 ** DECIMALS;

/**
 * Douglas–Peucker tolerance in degrees, about 1 m: below a pixel up to zoom 17 at the district's
 * latitude, so lines and outlines look the same at every zoom the map draws them at.
 */
export const SIMPLIFY_TOLERANCE = 0.00001;

type Position = number[];
type Coordinates = Position | Coordinates[];

function round(value: number): number {
  return Math.round(value * SCALE) / SCALE;
}

function roundCoordinates(coordinates: Coordinates): Coordinates {
  if (typeof coordinates[0] === 'number') return (coordinates as Position).map(round);
  return (coordinates as Coordinates[]).map(roundCoordinates);
}

function roundGeometry<G>(geometry: G): G {
  if (!geometry || typeof geometry !== 'object') return geometry;
  const shape = geometry as unknown as {
    type: string;
    coordinates?: Coordinates;
    geometries?: unknown[];
  };
  if (shape.type === 'GeometryCollection') {
    return { ...shape, geometries: shape.geometries?.map(roundGeometry) } as G;
  }
  return shape.coordinates
    ? ({ ...shape, coordinates: roundCoordinates(shape.coordinates) } as G)
    : geometry;
}

type MapFeature = FeatureCollection['features'][number];

/**
 * The feature with its lines and rings simplified. A ring that is degenerate in the source data
 * (fewer than four positions) cannot be simplified and is kept as it is: the map draws it anyway.
 */
function simplifiedFeature(feature: MapFeature): MapFeature {
  const type = feature.geometry?.type;
  if (!type || type === 'Point' || type === 'MultiPoint') return feature;
  try {
    return simplify(feature as Parameters<typeof simplify>[0], {
      tolerance: SIMPLIFY_TOLERANCE,
      highQuality: true,
    }) as MapFeature;
  } catch {
    return feature;
  }
}

/**
 * A collection as the map needs it: lines and outlines simplified within {@link SIMPLIFY_TOLERANCE}
 * and every coordinate rounded to six decimals. Points keep their position (to 0.1 m); the
 * properties are untouched. The input is not changed.
 */
export function compactGeometry(collection: FeatureCollection): FeatureCollection {
  return {
    ...collection,
    features: collection.features.map((feature) => {
      const simplified = simplifiedFeature(feature);
      return { ...simplified, geometry: roundGeometry(simplified.geometry) };
    }),
  };
}
