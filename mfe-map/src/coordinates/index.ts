/**
 * Coordinates typed by the user: the Address/Coords search box and the buffer rows
 * (spec/public-map.md §5). Plain functions, independent of the map engine.
 */

/** A point in decimal degrees, and the range checks of latitude and longitude. */
export { isLatitude, isLongitude } from './latLng';
export type { LatLng } from './latLng';
/** Reads a buffer row's coordinate text (`Lat: 40.27, Lng: -104.78`); null when it is not one. */
export { parseCoordinateEntry } from './parseCoordinateEntry';
/**
 * Reads the search box as a coordinate pair: the candidate points (as typed, and swapped when
 * that is valid too), or an empty list when the address geocoder should answer.
 */
export { coordinateLabel, parseCoordinateQuery } from './parseCoordinateQuery';
export type { CoordinateCandidate } from './parseCoordinateQuery';
