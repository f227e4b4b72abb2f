import type pg from 'pg';
import { PARAMETER_CODES } from '../timeseries';
import { insertWithIds } from './insertRows';

/** Units of measure, by the ids the parameters below refer to. */
export const UNITS = [
  [1, 'cfs'],
  [2, 'ft'],
  [3, 'af'],
  [4, '%'],
  [5, 'gpm'],
  [6, 'volts'],
  // Only incoming: the demo's well logger writes metres, which its import converts to feet.
  [7, 'm'],
] as const;

export const PARAMETER_GROUPS = [
  [1, 'Surface Water'],
  [2, 'Storage'],
  [3, 'Groundwater'],
  [4, 'Equipment'],
] as const;

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

export const PARAMETERS: readonly [ParameterNdx, string, string, number, number][] = [
  [PARAMETER.flow, 'Flow (cfs)', PARAMETER_CODES.flow, 1, 1],
  [PARAMETER.waterLevel, 'Water Level (ft)', PARAMETER_CODES.waterLevel, 2, 3],
  [PARAMETER.storage, 'Storage (af)', PARAMETER_CODES.storage, 3, 2],
  [PARAMETER.percentFull, 'Percent Full (%)', PARAMETER_CODES.percentFull, 4, 2],
  [PARAMETER.pumpingRate, 'Pumping Rate (gpm)', PARAMETER_CODES.pumpingRate, 5, 3],
  [PARAMETER.battery, 'Battery (volts)', PARAMETER_CODES.battery, 6, 4],
];

export const DATA_SOURCE = {
  districtTelemetry: 1,
  dwrTelemetry: 2,
  usgs: 3,
  manual: 4,
} as const;

const DATA_SOURCES = [
  [DATA_SOURCE.districtTelemetry, 'District 2 telemetry (demo)'],
  [DATA_SOURCE.dwrTelemetry, 'CO DWR Satellite Monitoring System'],
  [DATA_SOURCE.usgs, 'USGS NWIS'],
  [DATA_SOURCE.manual, 'Manual reading'],
] as const;

export const LOCATION_TYPE = {
  streamGage: 1,
  reservoir: 2,
  rechargePond: 3,
  augmentationStation: 4,
  well: 5,
  diversion: 6,
} as const;

export const LOCATION_TYPES = [
  [LOCATION_TYPE.streamGage, 'Stream Gage'],
  [LOCATION_TYPE.reservoir, 'Storage Reservoir'],
  [LOCATION_TYPE.rechargePond, 'Recharge Pond'],
  [LOCATION_TYPE.augmentationStation, 'Augmentation Station'],
  [LOCATION_TYPE.well, 'Well'],
  [LOCATION_TYPE.diversion, 'Diversion Headgate'],
] as const;

export const WATERBODY = {
  southPlatte: 1,
  bigDryCreek: 2,
  sandCreek: 3,
  firstCreek: 4,
  alluvialAquifer: 5,
  luptonBottomsReservoir: 6,
  platteValleyReservoir: 7,
} as const;

export const WATERBODIES: readonly [number, string, boolean][] = [
  [WATERBODY.southPlatte, 'South Platte River', true],
  [WATERBODY.bigDryCreek, 'Big Dry Creek', true],
  [WATERBODY.sandCreek, 'Sand Creek', true],
  [WATERBODY.firstCreek, 'First Creek', true],
  [WATERBODY.alluvialAquifer, 'South Platte Alluvial Aquifer', true],
  [WATERBODY.luptonBottomsReservoir, 'Lupton Bottoms Reservoir', true],
  [WATERBODY.platteValleyReservoir, 'Platte Valley Reservoir', false],
];

export const FACILITY_TYPE = {
  storage: 1,
  recharge: 2,
  augmentation: 3,
  wells: 4,
} as const;

export const FACILITY_TYPES = [
  [FACILITY_TYPE.storage, 'Storage', 'Waves'],
  [FACILITY_TYPE.recharge, 'Recharge', 'Opacity'],
  [FACILITY_TYPE.augmentation, 'Augmentation', 'Input'],
  [FACILITY_TYPE.wells, 'Wells', 'Adjust'],
] as const;

export async function insertReferenceLists(client: pg.ClientBase): Promise<void> {
  await insertWithIds(client, 'units', ['unit_ndx', 'unit_desc'], UNITS, 'unit_ndx');
  await insertWithIds(
    client,
    'parameter_groups',
    ['parameter_group_ndx', 'parameter_group_name'],
    PARAMETER_GROUPS,
    'parameter_group_ndx',
  );
  await insertWithIds(
    client,
    'parameters',
    ['parameter_ndx', 'parameter_name', 'parameter', 'unit_ndx', 'parameter_group_ndx'],
    PARAMETERS,
  );
  await insertWithIds(
    client,
    'data_sources',
    ['datasrc_ndx', 'data_source'],
    DATA_SOURCES,
    'datasrc_ndx',
  );
  await insertWithIds(
    client,
    'location_types',
    ['location_type_ndx', 'location_type_desc'],
    LOCATION_TYPES,
    'location_type_ndx',
  );
  await insertWithIds(
    client,
    'waterbodies',
    ['waterbody_ndx', 'waterbody_name', 'united_list_include'],
    WATERBODIES,
    'waterbody_ndx',
  );
  await insertWithIds(
    client,
    'facility_types',
    ['facility_type_ndx', 'facility_type_desc', 'icon_name'],
    FACILITY_TYPES,
    'facility_type_ndx',
  );
}
