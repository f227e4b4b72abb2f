import type { GeocoderSettings } from '@headgate/contracts';
import { parseCoordinateQuery, type CoordinateCandidate } from '../coordinates';

/** Where the Address/Coords box looks for what was typed. */
export type AddressSearchPlan =
  | { kind: 'nothing' }
  | { kind: 'coordinates'; candidates: CoordinateCandidate[] }
  | { kind: 'geocoder'; url: string }
  | { kind: 'places'; query: string };

/**
 * Decides how to answer the search box (spec/public-map.md §5): two numbers are coordinates
 * (both readings when both are valid); anything else goes to the configured geocoder, or to the
 * offline place search when no geocoder is configured.
 */
export function addressSearchPlan(
  text: string,
  geocoder: GeocoderSettings | null,
): AddressSearchPlan {
  const query = text.trim();
  if (query === '') return { kind: 'nothing' };
  const candidates = parseCoordinateQuery(query);
  if (candidates.length > 0) return { kind: 'coordinates', candidates };
  if (geocoder?.searchUrl) {
    return {
      kind: 'geocoder',
      url: geocoder.searchUrl.replace('{query}', encodeURIComponent(query)),
    };
  }
  return { kind: 'places', query };
}

/** The configured reverse geocoder's URL for a point, or null when none is configured. */
export function reverseGeocoderUrl(
  geocoder: GeocoderSettings | null,
  lon: number,
  lat: number,
): string | null {
  if (!geocoder?.reverseUrl) return null;
  return geocoder.reverseUrl
    .replace('{lon}', encodeURIComponent(String(lon)))
    .replace('{lat}', encodeURIComponent(String(lat)));
}
