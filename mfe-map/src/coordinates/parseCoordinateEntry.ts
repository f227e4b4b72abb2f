import { SIGNED_DECIMAL, isLatitude, isLongitude, type LatLng } from './latLng';

// Spec §5: optional "Lat: ", a signed decimal, a comma or spaces, optional "Lng: ", a signed
// decimal; case-insensitive, surrounding spaces allowed.
const ENTRY = new RegExp(
  String.raw`^\s*(?:lat:\s*)?(${SIGNED_DECIMAL})\s*(?:,\s*|\s+)(?:lng:\s*)?(${SIGNED_DECIMAL})\s*$`,
  'i',
);

/**
 * Reads the coordinate typed into a buffer row (spec/public-map.md §5), e.g. `40.27, -104.78` or
 * `Lat: 40.27 Lng: -104.78`. Anything that does not follow the grammar yields null.
 *
 * Beyond the spec's grammar, a latitude outside -90..90 or a longitude outside -180..180 also
 * yields null: a buffer around such a point cannot be drawn.
 */
export function parseCoordinateEntry(text: string): LatLng | null {
  const match = ENTRY.exec(text);
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return isLatitude(lat) && isLongitude(lng) ? { lat, lng } : null;
}
