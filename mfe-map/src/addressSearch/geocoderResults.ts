import type { AddressResult } from './addressResult';

interface GeocoderFeature {
  id?: string | number;
  place_name?: string;
  text?: string;
  center?: [number, number];
  geometry?: { type?: string; coordinates?: unknown };
  properties?: { place_name?: string; name?: string; label?: string };
}

function nameOf(feature: GeocoderFeature): string | undefined {
  return (
    feature.place_name ??
    feature.properties?.place_name ??
    feature.properties?.label ??
    feature.properties?.name ??
    feature.text
  );
}

function pointOf(feature: GeocoderFeature): [number, number] | undefined {
  if (feature.center) return feature.center;
  const coordinates = feature.geometry?.coordinates;
  if (feature.geometry?.type === 'Point' && Array.isArray(coordinates)) {
    const [lon, lat] = coordinates as unknown[];
    if (typeof lon === 'number' && typeof lat === 'number') return [lon, lat];
  }
  return undefined;
}

/**
 * The results of a geocoder answer in the GeoJSON form Mapbox-compatible geocoders use
 * (MapTiler, Mapbox): each feature's `place_name` (or name) and its `center` (or point).
 * Features without a name or a point are left out.
 */
export function geocoderResults(answer: unknown): AddressResult[] {
  const features = (answer as { features?: unknown } | null)?.features;
  if (!Array.isArray(features)) return [];
  return (features as GeocoderFeature[]).flatMap((feature, index) => {
    const label = nameOf(feature);
    const point = pointOf(feature);
    if (!label || !point) return [];
    return [
      {
        key: `address-${feature.id ?? index}`,
        label,
        kind: 'address',
        lon: point[0],
        lat: point[1],
      },
    ];
  });
}

/** The name of the first result of a reverse geocoder answer, if any. */
export function geocoderPlaceName(answer: unknown): string | null {
  return geocoderResults(answer)[0]?.label ?? null;
}
