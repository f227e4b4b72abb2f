import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { distance } from '@turf/distance';
import type { Feature, Geometry, MultiPolygon, Point, Polygon } from 'geojson';
import { REVERSE_TOWN_RADIUS_KM, type ReversePlace } from '@headgate/contracts';
import { basemapFeatures } from '../basemap/basemapLayers';
import { countyName, waterDistrictName } from './placeNames';

type Position = [number, number];

function containing<P>(areas: Feature<Geometry, P>[], point: Position): P | undefined {
  return areas.find((area) => booleanPointInPolygon(point, area as Feature<Polygon | MultiPolygon>))
    ?.properties;
}

/** The town of the offline basemap nearest to the point, when one is within 25 km. */
function nearestTown(point: Position): string | undefined {
  let nearest: { name: string; km: number } | undefined;
  for (const town of basemapFeatures('places')) {
    const km = distance(point, (town.geometry as Point).coordinates, { units: 'kilometers' });
    if (km <= REVERSE_TOWN_RADIUS_KM && km < (nearest?.km ?? Infinity)) {
      nearest = { name: town.properties.name, km };
    }
  }
  return nearest?.name;
}

/**
 * Describes a point from the offline basemap: the nearest town (else the county, else the
 * coordinates themselves), and the county and water district that contain it.
 */
export function reversePlace(lon: number, lat: number): ReversePlace {
  const point: Position = [lon, lat];
  const county = containing(basemapFeatures('counties'), point);
  const district = containing(basemapFeatures('water-districts'), point);
  const countyLabel = county ? countyName(county) : null;
  return {
    name: nearestTown(point) ?? countyLabel ?? `${lat.toFixed(5)}, ${lon.toFixed(5)}`,
    county: countyLabel,
    waterDistrict: district ? waterDistrictName(district) : null,
  };
}
