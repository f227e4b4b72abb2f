import { InvalidParameter } from './ogcRefusals';

/** WGS 84 longitude, latitude: GeoJSON's own order and the API's storage CRS. */
export const CRS84 = 'http://www.opengis.net/def/crs/OGC/1.3/CRS84';
/** WGS 84 as EPSG defines it: latitude first. */
export const EPSG_4326 = 'http://www.opengis.net/def/crs/EPSG/0/4326';
/** The coordinate reference systems every collection answers in (Part 2, CRS by reference). */
export const SUPPORTED_CRS = [CRS84, EPSG_4326] as const;
export type SupportedCrs = (typeof SUPPORTED_CRS)[number];

/** Short spellings clients send for the same two systems. */
const ALIASES: Record<string, SupportedCrs> = {
  [CRS84]: CRS84,
  '[OGC:CRS84]': CRS84,
  'OGC:CRS84': CRS84,
  [EPSG_4326]: EPSG_4326,
  '[EPSG:4326]': EPSG_4326,
  'EPSG:4326': EPSG_4326,
};

/** The CRS a `crs` or `bbox-crs` value names; CRS84 when absent. */
export function readCrs(parameter: string, value: string | undefined): SupportedCrs {
  if (value === undefined) return CRS84;
  const crs = ALIASES[value.trim()];
  if (!crs) {
    throw new InvalidParameter(parameter, `must be one of ${SUPPORTED_CRS.join(', ')}.`);
  }
  return crs;
}

/** A position in `crs`'s axis order, from longitude and latitude. */
export function positionIn(crs: SupportedCrs, longitude: number, latitude: number): number[] {
  return crs === EPSG_4326 ? [latitude, longitude] : [longitude, latitude];
}
