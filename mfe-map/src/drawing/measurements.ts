import { FEET_PER_MILE } from '../mapTools/imperialUnits';

/** Feet in a kilometre: the circle-draw conversion (public-map §9). */
export const FEET_PER_KM = 3280.84;
/** Square metres in an acre, as the spec rounds it (public-map §9). */
export const SQUARE_METRES_PER_ACRE = 4047;
/** Square feet in a square metre (public-map §9). */
export const SQUARE_FEET_PER_SQUARE_METRE = 10.7639;
const METRES_PER_KM = 1000;

/** What the user drew, as the Measurements box reads it. */
export type DrawingKind = 'polygon' | 'line' | 'point' | 'circle';

/** A longitude and latitude, in degrees. */
export type LonLat = readonly [longitude: number, latitude: number];

/**
 * One drawing's measure (geodesic, in metres) and when it was last created or edited: a higher
 * `editedOrder` is more recent.
 */
export type DrawingMeasure = { editedOrder: number } & (
  | { kind: 'circle'; radiusMetres: number }
  | { kind: 'line'; lengthMetres: number }
  | { kind: 'polygon'; areaSquareMetres: number }
  | { kind: 'point'; lonLat: LonLat }
);

/** The four readouts of the Measurements box; '' where there is nothing of that kind. */
export interface MeasurementReadouts {
  circleRadius: string;
  lineLength: string;
  polygonArea: string;
  pointCoordinates: string;
}

export const BLANK_READOUTS: MeasurementReadouts = {
  circleRadius: '',
  lineLength: '',
  polygonArea: '',
  pointCoordinates: '',
};

export function kmToFeet(km: number): number {
  return km * FEET_PER_KM;
}

export function metresToFeet(metres: number): number {
  return kmToFeet(metres / METRES_PER_KM);
}

export function squareMetresToAcres(squareMetres: number): number {
  return squareMetres / SQUARE_METRES_PER_ACRE;
}

export function squareMetresToSquareFeet(squareMetres: number): number {
  return squareMetres * SQUARE_FEET_PER_SQUARE_METRE;
}

function grouped(value: number, decimals: number): string {
  return value.toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}

/** A distance in feet: "1,234.5 ft". */
export function formatFeet(metres: number): string {
  return `${grouped(metresToFeet(metres), 1)} ft`;
}

/** A line's length in feet with miles in brackets: "6,561.7 ft (1.24 mi)". */
export function formatLineLength(metres: number): string {
  const feet = metresToFeet(metres);
  return `${grouped(feet, 1)} ft (${grouped(feet / FEET_PER_MILE, 2)} mi)`;
}

/** An area in acres with square feet in brackets: "12.36 acres (538,403 sq ft)". */
export function formatArea(squareMetres: number): string {
  const acres = grouped(squareMetresToAcres(squareMetres), 2);
  return `${acres} acres (${grouped(squareMetresToSquareFeet(squareMetres), 0)} sq ft)`;
}

/** "lat, lng" with 6 decimals. */
export function formatLatLng([lon, lat]: LonLat): string {
  return `${lat.toFixed(6)}, ${lon.toFixed(6)}`;
}

function mostRecent<K extends DrawingKind>(
  measures: readonly DrawingMeasure[],
  kind: K,
): Extract<DrawingMeasure, { kind: K }> | undefined {
  let latest: Extract<DrawingMeasure, { kind: K }> | undefined;
  for (const measure of measures) {
    if (measure.kind !== kind) continue;
    const ofKind = measure as Extract<DrawingMeasure, { kind: K }>;
    if (!latest || ofKind.editedOrder > latest.editedOrder) latest = ofKind;
  }
  return latest;
}

/**
 * The Measurements box's readouts (public-map §2, §4, §9): the radius of the circle, the
 * length of the line and the coordinates of the point created or edited last, and the area of
 * all polygons together (circles are not polygons here). Blank where no drawing of that kind
 * exists.
 */
export function measurementReadouts(measures: readonly DrawingMeasure[]): MeasurementReadouts {
  const circle = mostRecent(measures, 'circle');
  const line = mostRecent(measures, 'line');
  const point = mostRecent(measures, 'point');
  const polygons = measures.filter((measure) => measure.kind === 'polygon');
  const totalArea = polygons.reduce((sum, polygon) => sum + polygon.areaSquareMetres, 0);
  return {
    circleRadius: circle ? formatFeet(circle.radiusMetres) : '',
    lineLength: line ? formatLineLength(line.lengthMetres) : '',
    polygonArea: polygons.length > 0 ? formatArea(totalArea) : '',
    pointCoordinates: point ? formatLatLng(point.lonLat) : '',
  };
}
