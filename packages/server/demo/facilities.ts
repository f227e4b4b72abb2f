import type pg from 'pg';
import { insertWithIds } from './insertRows';
import { FACILITY_TYPE } from './referenceLists';

export interface DemoFacility {
  facilityNdx: number;
  facility: string;
  name: string;
  facilityTypeNdx: number;
  displayOrder: number;
  widgetOrder: string[];
  /** Second graph axis, for a reservoir's storage beside its level. */
  axis2?: [number, number];
  mapCenter: [number, number];
  mapZoom: number;
  locationNdxs: number[];
}

/** The district's facilities; 37 and 1778 are the ids the spec's examples use. */
export const DEMO_FACILITIES: DemoFacility[] = [
  {
    facilityNdx: 37,
    facility: 'LBR',
    name: 'Lupton Bottoms Storage',
    facilityTypeNdx: FACILITY_TYPE.storage,
    displayOrder: 1,
    widgetOrder: ['pctfull', 'ytd', 'lastfew', 'monthly'],
    axis2: [0, 4_500],
    mapCenter: [-104.796, 40.15],
    mapZoom: 14,
    locationNdxs: [1, 2, 3],
  },
  {
    facilityNdx: 38,
    facility: 'PVR',
    name: 'Platte Valley Storage',
    facilityTypeNdx: FACILITY_TYPE.storage,
    displayOrder: 2,
    widgetOrder: ['pctfull', 'ytd', 'lastfew', 'monthly'],
    axis2: [0, 3_000],
    mapCenter: [-104.757, 40.266],
    mapZoom: 14,
    locationNdxs: [4, 5],
  },
  {
    facilityNdx: 41,
    facility: 'SHRP',
    name: 'Sand Hill Recharge',
    facilityTypeNdx: FACILITY_TYPE.recharge,
    displayOrder: 3,
    widgetOrder: ['ytd', 'lastfew', 'monthly'],
    mapCenter: [-104.772, 40.214],
    mapZoom: 15,
    locationNdxs: [6, 7, 8],
  },
  {
    facilityNdx: 52,
    facility: 'BAS',
    name: 'Brighton Augmentation',
    facilityTypeNdx: FACILITY_TYPE.augmentation,
    displayOrder: 4,
    widgetOrder: ['ytd', 'lastfew', 'monthly'],
    mapCenter: [-104.815, 40.01],
    mapZoom: 15,
    locationNdxs: [9],
  },
  {
    facilityNdx: 53,
    facility: 'GAS',
    name: 'Gilcrest Augmentation',
    facilityTypeNdx: FACILITY_TYPE.augmentation,
    displayOrder: 5,
    widgetOrder: ['ytd', 'lastfew', 'monthly'],
    mapCenter: [-104.78, 40.282],
    mapZoom: 15,
    locationNdxs: [10],
  },
  {
    facilityNdx: 1778,
    facility: 'FLW',
    name: 'Fort Lupton Well Field',
    facilityTypeNdx: FACILITY_TYPE.wells,
    displayOrder: 6,
    widgetOrder: ['lastfew', 'ytd', 'monthly'],
    axis2: [0, 1_500],
    mapCenter: [-104.813, 40.096],
    mapZoom: 14,
    locationNdxs: [11, 12, 13, 14, 15, 16],
  },
];

export async function insertFacilities(client: pg.ClientBase): Promise<void> {
  await insertWithIds(
    client,
    'facilities',
    [
      'facility_ndx',
      'facility',
      'facility_name',
      'facility_type_ndx',
      'display_order',
      'widget_order',
      'axis2_min',
      'axis2_max',
      'fp_mapcenter_lon',
      'fp_mapcenter_lat',
      'fp_mapzoom_level',
    ],
    DEMO_FACILITIES.map((facility) => [
      facility.facilityNdx,
      facility.facility,
      facility.name,
      facility.facilityTypeNdx,
      facility.displayOrder,
      facility.widgetOrder,
      facility.axis2?.[0] ?? null,
      facility.axis2?.[1] ?? null,
      facility.mapCenter[0],
      facility.mapCenter[1],
      facility.mapZoom,
    ]),
  );
  await insertWithIds(
    client,
    'facility_locations',
    ['facility_ndx', 'location_ndx'],
    DEMO_FACILITIES.flatMap((facility) =>
      facility.locationNdxs.map((locationNdx) => [facility.facilityNdx, locationNdx]),
    ),
  );
}
