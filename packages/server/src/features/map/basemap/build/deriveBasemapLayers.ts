import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import type {
  Feature,
  FeatureCollection,
  GeoJsonProperties,
  MultiPolygon,
  Point,
  Polygon,
} from 'geojson';
import { PLACE_RANK_MINZOOM, type BasemapLayerId } from '@headgate/contracts';
import { HOME_WATER_DISTRICT } from '../basemapLayers';
import { mapshaperPass } from './mapshaperPass';

/** Reads one file of the shared data folder, by its path there (see demo-data/SOURCES.md). */
export type SourceReader = (file: string) => FeatureCollection;

/** The shared data files each layer is made from. */
const SOURCE_FILES = {
  state: 'boundaries/co-state.geojson',
  counties: 'boundaries/co-counties.geojson',
  waterDistricts: 'boundaries/co-dwr-water-districts-division1.geojson',
  naturalEarthRivers: 'hydro/ne-10m-rivers-north-america-colorado.geojson',
  naturalEarthCenterlines: 'hydro/ne-10m-rivers-lake-centerlines-colorado.geojson',
  nhdMainstems: 'hydro/nhdplus-mainstems-div1.geojson',
  lakes: 'hydro/ne-10m-lakes-north-america-colorado.geojson',
  urbanAreas: 'basemap/ne-50m-urban-areas-colorado.geojson',
  municipalities: 'basemap/owf-co-municipalities.geojson',
  populatedPlaces: 'basemap/ne-10m-populated-places-colorado.geojson',
  railroads: 'basemap/ne-10m-railroads-colorado.geojson',
} as const;

/** Borders and river lines keep detail down to 50 m: under 2 pixels up to zoom 12. */
const SIMPLIFY = '-simplify interval=50 keep-shapes';

/** Natural Earth's own population class from which a place counts as a major city. */
const MAJOR_CITY_RANK_MAX = 9;

/** Natural Earth draws the South Platte coarsely; the NHDPlus mainstem covers all of it. */
const COVERED_BY_NHDPLUS = 'South Platte';

type Properties = Record<string, unknown>;
type Area = Feature<Polygon | MultiPolygon>;

const props = (feature: Feature) => (feature.properties ?? {}) as Properties;

function reshape(
  features: Feature[],
  properties: (source: Properties) => GeoJsonProperties,
): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: features.map((feature) => ({
      type: 'Feature',
      properties: properties(props(feature)),
      geometry: feature.geometry,
    })),
  };
}

const byName = (a: Feature, b: Feature) =>
  String(props(a).name).localeCompare(String(props(b).name));

/** Wider mainstems show from further out, like Natural Earth's `min_zoom`. */
function mainstemMinzoom(streamOrder: number): number {
  if (streamOrder >= 7) return 5;
  return streamOrder >= 5 ? 7 : 8;
}

async function rivers(read: SourceReader): Promise<FeatureCollection> {
  const naturalEarth = [
    ...read(SOURCE_FILES.naturalEarthRivers).features,
    ...read(SOURCE_FILES.naturalEarthCenterlines).features,
  ].filter((feature) => props(feature).name !== COVERED_BY_NHDPLUS);
  const generalised = await mapshaperPass(
    reshape(naturalEarth, (source) => ({
      name: source.name ?? null,
      source: 'Natural Earth',
      streamOrder: null,
      minzoom: source.min_zoom,
    })),
  );
  // 710 short NHDPlus segments become one line per river and stream order.
  const mainstems = await mapshaperPass(
    read(SOURCE_FILES.nhdMainstems),
    `-dissolve gnis_name,stream_order ${SIMPLIFY}`,
  );
  const detailed = reshape(mainstems.features, (source) => ({
    name: String(source.gnis_name).trim() || null,
    source: 'NHDPlus V2',
    streamOrder: source.stream_order,
    minzoom: mainstemMinzoom(Number(source.stream_order)),
  }));
  return { type: 'FeatureCollection', features: [...generalised.features, ...detailed.features] };
}

/** Natural Earth's urban areas have no names: each takes its most populous place's. */
function urbanAreas(read: SourceReader): FeatureCollection {
  const places = read(SOURCE_FILES.populatedPlaces).features as Feature<Point>[];
  const areas = read(SOURCE_FILES.urbanAreas).features as Area[];
  return reshape(
    areas.map((area) => {
      const inside = places
        .filter((place) => booleanPointInPolygon(place.geometry.coordinates, area))
        .sort((a, b) => Number(props(b).pop_max) - Number(props(a).pop_max));
      if (!inside[0]) throw new Error('An urban area holds no populated place to name it.');
      return { ...area, properties: { ...props(area), name: props(inside[0]).name } };
    }),
    (source) => ({ name: source.name, minzoom: source.min_zoom }),
  );
}

/**
 * Colorado's municipalities (OWF) with Natural Earth's populated places, which also add the
 * nearby towns across the state line. Natural Earth's population class ranks the cities it
 * lists; municipalities have no population, so the district's own towns rank above the rest.
 */
function places(read: SourceReader): FeatureCollection {
  const municipalities = read(SOURCE_FILES.municipalities).features as Feature<Point>[];
  const populated = new Map(
    read(SOURCE_FILES.populatedPlaces).features.map((place) => [String(props(place).name), place]),
  );
  const homeDistrict = read(SOURCE_FILES.waterDistricts).features.find(
    (district) => props(district).DISTRICT === HOME_WATER_DISTRICT,
  ) as Area;
  const rank = (name: string, point: Point): 1 | 2 | 3 | 4 => {
    const listed = populated.get(name);
    if (listed) return Number(props(listed).rank_max) >= MAJOR_CITY_RANK_MAX ? 1 : 2;
    return booleanPointInPolygon(point.coordinates, homeDistrict) ? 3 : 4;
  };
  const municipalityNames = new Set(municipalities.map((town) => props(town).name));
  const beyondColorado = [...populated.values()].filter(
    (place) => !municipalityNames.has(props(place).name),
  );
  const features = [...municipalities, ...beyondColorado].map((town) => {
    const name = String(props(town).name);
    const placeRank = rank(name, town.geometry as Point);
    return {
      ...town,
      properties: {
        name,
        rank: placeRank,
        minzoom: PLACE_RANK_MINZOOM[placeRank],
        counties: props(town).counties ?? null,
      },
    };
  });
  features.sort((a, b) => a.properties.rank - b.properties.rank || byName(a, b));
  return { type: 'FeatureCollection', features };
}

/**
 * Every offline basemap layer, made from the shared data files: properties named as the
 * contract says (`basemapFeaturePropertiesSchemas`), borders and mainstems simplified, and all
 * coordinates rounded to 5 decimals.
 */
export async function deriveBasemapLayers(
  read: SourceReader,
): Promise<Record<BasemapLayerId, FeatureCollection>> {
  const counties = read(SOURCE_FILES.counties).features.sort(byName);
  const districts = read(SOURCE_FILES.waterDistricts).features.sort(
    (a, b) => Number(props(a).DISTRICT) - Number(props(b).DISTRICT),
  );
  return {
    state: await mapshaperPass(
      reshape(read(SOURCE_FILES.state).features, (source) => ({ name: source.name })),
    ),
    counties: await mapshaperPass(
      reshape(counties, (source) => ({ name: source.name, geoid: source.geoid })),
    ),
    'water-districts': await mapshaperPass(
      reshape(districts, (source) => ({
        district: source.DISTRICT,
        division: source.DIVISION,
        name: source.NAME,
        basin: source.BASIN,
      })),
      SIMPLIFY,
    ),
    rivers: await rivers(read),
    lakes: await mapshaperPass(
      reshape(read(SOURCE_FILES.lakes).features, (source) => ({
        name: source.name,
        minzoom: source.min_zoom,
      })),
    ),
    'urban-areas': await mapshaperPass(urbanAreas(read)),
    places: await mapshaperPass(places(read)),
    railroads: await mapshaperPass(reshape(read(SOURCE_FILES.railroads).features, () => ({}))),
  };
}
