import { bbox } from '@turf/bbox';
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import type { MapLayer, MapSource } from '@headgate/contracts';
import { basemapFeatures, HOME_WATER_DISTRICT } from '../basemap/basemapLayers';
import { mulberry32 } from '../../../core/prng';

/** Id of the benchmark's source and of its layer. */
export const BENCH_POINTS_ID = 'bench-points';

const SEED = 20_000;
/** Far above the demo's location numbers, so a benchmark point is never mistaken for one. */
const FIRST_NDX = 1_000_000;

const LOCATION_TYPES = [
  { name: 'Stream Gage', color: '#1F78B4' },
  { name: 'Well', color: '#8E44AD' },
  { name: 'Reservoir', color: '#33A02C' },
  { name: 'Diversion', color: '#E6AB02' },
] as const;

const round5 = (degrees: number) => Math.round(degrees * 1e5) / 1e5;

function benchFeature(index: number, lon: number, lat: number, random: () => number) {
  const type = LOCATION_TYPES[index % LOCATION_TYPES.length]!;
  const id = `BENCH-${String(index + 1).padStart(6, '0')}`;
  const geometry = { type: 'Point', coordinates: [lon, lat] };
  return {
    type: 'Feature' as const,
    id: FIRST_NDX + index,
    geometry,
    properties: {
      location_ndx: FIRST_NDX + index,
      location_id: id,
      location_name: `Benchmark ${type.name} ${index + 1}`,
      location_display_label: id,
      locationtype: type.name,
      waterbody_name: 'South Platte River',
      huc12_name: null,
      county_name: null,
      reporting_status_desc: random() < 0.8 ? 'Reporting' : 'Not Reporting',
      last_report: null,
      most_recent_measurements: '',
      latitude_dd: lat,
      longitude_dd: lon,
      location_geometry: geometry,
      map_symbol_category: type.name,
      map_sym_shape: 'circle',
      map_sym_fill_color: type.color,
      has_flow_graph: false,
      has_stage_graph: false,
      has_waterlevel_graph: false,
    },
  };
}

/**
 * The map benchmark's source (`HEADGATE_BENCH_POINTS`): `count` synthetic locations spread
 * evenly over the district, the same on every run, and the circle layer that draws them.
 */
export function benchPointsMap(count: number): { source: MapSource; layer: MapLayer } {
  const district = basemapFeatures('water-districts').find(
    (feature) => feature.properties.district === HOME_WATER_DISTRICT,
  ) as Feature<Polygon | MultiPolygon>;
  const [west, south, east, north] = bbox(district);
  const random = mulberry32(SEED);
  const features: ReturnType<typeof benchFeature>[] = [];
  while (features.length < count) {
    const lon = round5(west + random() * (east - west));
    const lat = round5(south + random() * (north - south));
    if (booleanPointInPolygon([lon, lat], district)) {
      features.push(benchFeature(features.length, lon, lat, random));
    }
  }
  return {
    source: {
      id: BENCH_POINTS_ID,
      attribution: 'Synthetic benchmark points',
      data: { type: 'FeatureCollection', features },
    },
    layer: {
      id: BENCH_POINTS_ID,
      name: 'Benchmark Points',
      type: 'circle',
      source: BENCH_POINTS_ID,
      drawOrder: 10_000,
      // Last in the Locations group of the legend.
      legendOrder: 99,
      legendGroup: 'Locations',
      layerGroup: BENCH_POINTS_ID,
      paint: {
        'circle-radius': 8,
        'circle-color': ['get', 'map_sym_fill_color'],
        'circle-stroke-width': 1.5,
        'circle-stroke-color': '#FFFFFF',
      },
      layout: { visibility: 'visible' },
      minzoom: null,
      popup: { excludePopup: false },
      excludeLayerCollapse: false,
      customSymbol: null,
      lreProperties: {
        titleField: 'location_name',
        excludeFields: ['location_ndx', 'location_geometry', 'map_sym_shape', 'map_sym_fill_color'],
      },
    },
  };
}
