import { positionIn, type SupportedCrs } from './crs';

/** A point or a set of points in CRS84, as the locations are stored. */
export type PointGeometry =
  { type: 'Point'; coordinates: number[] } | { type: 'MultiPoint'; coordinates: number[][] };

/** One feature of a collection. */
export interface OgcFeature {
  type: 'Feature';
  id: string | number;
  geometry: PointGeometry | null;
  properties: Record<string, unknown>;
}

function reproject(geometry: PointGeometry | null, crs: SupportedCrs): PointGeometry | null {
  if (!geometry) return null;
  const position = ([longitude, latitude]: number[]) => positionIn(crs, longitude!, latitude!);
  return geometry.type === 'Point'
    ? { type: 'Point', coordinates: position(geometry.coordinates) }
    : { type: 'MultiPoint', coordinates: geometry.coordinates.map(position) };
}

/** A feature as a request asks for it: in its CRS, with only the properties it names. */
export function shapeFeature(
  feature: OgcFeature,
  { crs, properties }: { crs: SupportedCrs; properties?: string[] | undefined },
): OgcFeature {
  return {
    ...feature,
    geometry: reproject(feature.geometry, crs),
    properties: properties
      ? Object.fromEntries(properties.map((name) => [name, feature.properties[name] ?? null]))
      : feature.properties,
  };
}
