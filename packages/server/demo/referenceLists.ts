import type pg from 'pg';
import { insertWithIds } from './insertRows';

// The ids the demo refers to in the reference lists a district needs. The rows themselves come
// with the migrations (0016_reference_lists.sql), in every database, demo or not; a test checks
// that these ids name the rows meant.

/** The units of the demo's import configurations. */
export const UNIT = {
  cfs: 1,
  metres: 7,
} as const;

/** Parameter ids shared with the dashboard: 67 flow and 1539 water level are the spec's examples. */
export const PARAMETER = {
  flow: 67,
  waterLevel: 1539,
  storage: 1540,
  percentFull: 1541,
  pumpingRate: 1542,
  battery: 1543,
} as const;

export type ParameterNdx = (typeof PARAMETER)[keyof typeof PARAMETER];

export const DATA_SOURCE = {
  districtTelemetry: 1,
  dwrTelemetry: 2,
  usgs: 3,
  manual: 4,
} as const;

export const LOCATION_TYPE = {
  streamGage: 1,
  reservoir: 2,
  rechargePond: 3,
  augmentationStation: 4,
  well: 5,
  diversion: 6,
} as const;

export const FACILITY_TYPE = {
  storage: 1,
  recharge: 2,
  augmentation: 3,
  wells: 4,
} as const;

/** The import delimiters (0007_system_management.sql) the demo's import files use. */
export const DELIMITER = {
  tab: 1,
  comma: 2,
} as const;

// The demo district's rivers, creeks and reservoirs: its own, not a reference list.
export const WATERBODY = {
  southPlatte: 1,
  bigDryCreek: 2,
  sandCreek: 3,
  firstCreek: 4,
  alluvialAquifer: 5,
  luptonBottomsReservoir: 6,
  platteValleyReservoir: 7,
} as const;

const WATERBODIES: readonly [number, string, boolean][] = [
  [WATERBODY.southPlatte, 'South Platte River', true],
  [WATERBODY.bigDryCreek, 'Big Dry Creek', true],
  [WATERBODY.sandCreek, 'Sand Creek', true],
  [WATERBODY.firstCreek, 'First Creek', true],
  [WATERBODY.alluvialAquifer, 'South Platte Alluvial Aquifer', true],
  [WATERBODY.luptonBottomsReservoir, 'Lupton Bottoms Reservoir', true],
  [WATERBODY.platteValleyReservoir, 'Platte Valley Reservoir', false],
];

/** Inserts the demo's waterbodies, with their serial moved past the ids. */
export async function insertWaterbodies(client: pg.ClientBase): Promise<void> {
  await insertWithIds(
    client,
    'waterbodies',
    ['waterbody_ndx', 'waterbody_name', 'united_list_include'],
    WATERBODIES,
    'waterbody_ndx',
  );
}
