/** A longitude and latitude, in degrees. */
export type LonLat = readonly [longitude: number, latitude: number];

/** Turns a map (EPSG:3857) coordinate into longitude and latitude (OpenLayers' `toLonLat`). */
export type ToLonLat = (coordinate: number[]) => number[];

/** What the Map Dev Tools box shows (public-map §2); null where the map has no value yet. */
export interface MapDevValues {
  zoom: number | null;
  center: LonLat | null;
  /** Where the pointer is over the map; null when it is outside. */
  mouse: LonLat | null;
  southWest: LonLat | null;
  northEast: LonLat | null;
}

export const EMPTY_DEV_VALUES: MapDevValues = {
  zoom: null,
  center: null,
  mouse: null,
  southWest: null,
  northEast: null,
};

/** Shown in place of a value the map does not have (the pointer outside the map). */
export const NO_VALUE = '—';

const COORDINATE_DECIMALS = 5;
const ZOOM_DECIMALS = 2;

/** The zoom level with 2 decimals, or '—'. */
export function formatZoom(zoom: number | null | undefined): string {
  return zoom == null || !Number.isFinite(zoom) ? NO_VALUE : zoom.toFixed(ZOOM_DECIMALS);
}

/** "lon, lat" with 5 decimals, or '—'. */
export function formatLonLat(lonLat: LonLat | null | undefined): string {
  if (!lonLat || !lonLat.every(Number.isFinite)) return NO_VALUE;
  const [lon, lat] = lonLat;
  return `${lon.toFixed(COORDINATE_DECIMALS)}, ${lat.toFixed(COORDINATE_DECIMALS)}`;
}

/** A map coordinate as longitude and latitude. */
export function lonLatOf(coordinate: number[], toLonLat: ToLonLat): LonLat {
  const [lon = Number.NaN, lat = Number.NaN] = toLonLat(coordinate);
  return [lon, lat];
}

/**
 * The southwest and northeast corners of an extent in the map's projection
 * ([minX, minY, maxX, maxY], EPSG:3857), as longitude and latitude.
 */
export function cornersOfExtent(
  extent: readonly number[],
  toLonLat: ToLonLat,
): { southWest: LonLat; northEast: LonLat } {
  const [minX = Number.NaN, minY = Number.NaN, maxX = Number.NaN, maxY = Number.NaN] = extent;
  return {
    southWest: lonLatOf([minX, minY], toLonLat),
    northEast: lonLatOf([maxX, maxY], toLonLat),
  };
}
