/** A point as the map's search and buffer tools speak of it, in decimal degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** True for a latitude on the globe: -90..90. */
export function isLatitude(value: number): boolean {
  return value >= -90 && value <= 90;
}

/** True for a longitude on the globe: -180..180. */
export function isLongitude(value: number): boolean {
  return value >= -180 && value <= 180;
}

/** A signed decimal: `-104.778`, `+40`, `.5`. No exponents, no thousands separators. */
export const SIGNED_DECIMAL = String.raw`[+-]?(?:\d+(?:\.\d+)?|\.\d+)`;
