import { SIGNED_DECIMAL, isLatitude, isLongitude, type LatLng } from './latLng';

/** One reading of two typed numbers as a point, with the text a result list shows for it. */
export interface CoordinateCandidate extends LatLng {
  label: string;
}

// Two numbers separated by a comma, a semicolon or spaces: "40.27, -104.78", "40.27 -104.78".
// The "Lat:"/"Lng:" labels are accepted too, so a picked candidate's label reads back as itself.
const QUERY = new RegExp(
  String.raw`^\s*(lat:\s*)?(${SIGNED_DECIMAL})\s*(?:[,;]\s*|\s+)(lng:\s*)?(${SIGNED_DECIMAL})\s*$`,
  'i',
);

/** `Lat: 40.267, Lng: -104.778`: the same text a buffer row accepts back. */
export function coordinateLabel({ lat, lng }: LatLng): string {
  return `Lat: ${lat}, Lng: ${lng}`;
}

function candidate(lat: number, lng: number): CoordinateCandidate | null {
  return isLatitude(lat) && isLongitude(lng)
    ? { lat, lng, label: coordinateLabel({ lat, lng }) }
    : null;
}

/**
 * Reads the text of the Address/Coords search box as coordinates (spec/public-map.md §5). The
 * first number is read as latitude and the second as longitude when both are in range; the
 * swapped reading is offered too when it is valid and a different point, unless the user named
 * the numbers with "Lat:"/"Lng:". An empty list means the text is not a coordinate pair and the
 * address geocoder should answer instead.
 */
export function parseCoordinateQuery(text: string): CoordinateCandidate[] {
  const match = QUERY.exec(text);
  if (!match) return [];
  const [, latLabel, firstText, lngLabel, secondText] = match;
  const first = Number(firstText);
  const second = Number(secondText);
  const labelled = latLabel !== undefined || lngLabel !== undefined;
  const readings = [
    candidate(first, second),
    labelled || first === second ? null : candidate(second, first),
  ];
  return readings.filter((reading) => reading !== null);
}
