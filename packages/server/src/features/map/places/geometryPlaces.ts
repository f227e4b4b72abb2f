import { bbox } from '@turf/bbox';
import { pointOnFeature } from '@turf/point-on-feature';
import type { Feature, Point } from 'geojson';
import type { PlaceKind } from '@headgate/contracts';
import { basemapFeatures } from '../basemap/basemapLayers';
import { countyName, waterDistrictName } from './placeNames';

/** A named place of the offline basemap, where the map flies to when it is chosen. */
export interface GeometryPlace {
  name: string;
  kind: Exclude<PlaceKind, 'location'>;
  lon: number;
  lat: number;
  zoom: number;
}

/** A town fills a screen from this zoom on. */
const TOWN_ZOOM = 13;

/** The width in pixels an area should fit in: a small map, so the whole area shows anywhere. */
const FIT_PIXELS = 600;

/** The zoom at which an area's box fits FIT_PIXELS of a Web Mercator map (256-pixel tiles). */
function zoomToFit(feature: Feature): number {
  const [west, south, east, north] = bbox(feature);
  const middle = (((south + north) / 2) * Math.PI) / 180;
  // Web Mercator stretches north-south distances by 1 / cos(latitude).
  const span = Math.max(east - west, (north - south) / Math.cos(middle));
  return Math.max(0, Math.min(TOWN_ZOOM, Math.floor(Math.log2((FIT_PIXELS * 360) / (256 * span)))));
}

/** Degrees to 5 decimals (about 1 m), as the basemap files keep them. */
const round5 = (degrees: number) => Math.round(degrees * 1e5) / 1e5;

function areaPlace(feature: Feature, name: string, kind: GeometryPlace['kind']): GeometryPlace {
  const [lon, lat] = pointOnFeature(feature).geometry.coordinates as [number, number];
  return { name, kind, lon: round5(lon), lat: round5(lat), zoom: zoomToFit(feature) };
}

let places: readonly GeometryPlace[] | undefined;

/**
 * The towns, counties and water districts of the offline basemap, with a point inside each and
 * a zoom that frames it. Worked out once: the basemap never changes while the server runs.
 */
export function geometryPlaces(): readonly GeometryPlace[] {
  places ??= [
    ...basemapFeatures('places').map((town) => {
      const [lon, lat] = (town.geometry as Point).coordinates as [number, number];
      return { name: town.properties.name, kind: 'town' as const, lon, lat, zoom: TOWN_ZOOM };
    }),
    ...basemapFeatures('counties').map((county) =>
      areaPlace(county, countyName(county.properties), 'county'),
    ),
    ...basemapFeatures('water-districts').map((district) =>
      areaPlace(district, waterDistrictName(district.properties), 'water district'),
    ),
  ];
  return places;
}
