import { DWR_NO_DATA, type DwrStation } from './dwrStations';
import type { Feature } from './geojson';
import {
  DATA_SOURCE,
  LOCATION_TYPE,
  PARAMETER,
  WATERBODY,
  type ParameterNdx,
} from './referenceLists';
import type { SeriesShape } from './seriesShapes';

export interface DemoSeries {
  parameterNdx: ParameterNdx;
  shape: SeriesShape;
}

export interface DemoLocation {
  locationNdx: number;
  locationId: string;
  name: string;
  displayLabel: string;
  locationTypeNdx: number;
  waterbodyNdx: number;
  countyName: string;
  longitude: number;
  latitude: number;
  legendColor: string;
  isPublic: boolean;
  datasrcNdx: number;
  /** Telemetry that stopped reporting this many hours before `now`, for the stale-station views. */
  silentForHours?: number;
  series: DemoSeries[];
}

type DistrictSite = Omit<DemoLocation, 'isPublic' | 'datasrcNdx' | 'displayLabel'>;

const flow = (shape: SeriesShape): DemoSeries => ({ parameterNdx: PARAMETER.flow, shape });
const level = (shape: SeriesShape): DemoSeries => ({ parameterNdx: PARAMETER.waterLevel, shape });

function well(
  n: number,
  longitude: number,
  latitude: number,
  silentForHours?: number,
): DistrictSite {
  const phaseHours = (n * 5) % 24;
  return {
    locationNdx: 10 + n,
    locationId: `FLW-${n}`,
    name: `Fort Lupton Augmentation Well ${n}`,
    locationTypeNdx: LOCATION_TYPE.well,
    waterbodyNdx: WATERBODY.alluvialAquifer,
    countyName: 'Weld',
    longitude,
    latitude,
    legendColor: '#8E44AD',
    silentForHours,
    series: [
      level({ kind: 'wellLevel', staticDepthFt: 14 + n * 1.7, drawdownFt: 6 + n, phaseHours }),
      {
        parameterNdx: PARAMETER.pumpingRate,
        shape: { kind: 'wellPumping', gpm: 700 + n * 90, phaseHours },
      },
    ],
  };
}

/**
 * The district's own sites, invented but placed along the South Platte between Brighton and
 * Gilcrest, around the map's default centre (-104.778, 40.267). They are restricted (United
 * layer only), like a district's operational telemetry.
 */
const DISTRICT_SITES: DistrictSite[] = [
  {
    locationNdx: 2,
    locationId: 'LBR-IN',
    name: 'Lupton Bottoms Reservoir Inlet',
    locationTypeNdx: LOCATION_TYPE.diversion,
    waterbodyNdx: WATERBODY.southPlatte,
    countyName: 'Weld',
    longitude: -104.808,
    latitude: 40.142,
    legendColor: '#1F77B4',
    series: [flow({ kind: 'reservoirInflow', peakCfs: 85 })],
  },
  {
    locationNdx: 1,
    locationId: 'LBR',
    name: 'Lupton Bottoms Reservoir',
    locationTypeNdx: LOCATION_TYPE.reservoir,
    waterbodyNdx: WATERBODY.luptonBottomsReservoir,
    countyName: 'Weld',
    longitude: -104.795,
    latitude: 40.15,
    legendColor: '#2CA02C',
    series: [
      level({ kind: 'reservoirLevel', fullDepthFt: 28 }),
      { parameterNdx: PARAMETER.storage, shape: { kind: 'reservoirStorage', capacityAf: 4_200 } },
      { parameterNdx: PARAMETER.percentFull, shape: { kind: 'reservoirPercentFull' } },
      { parameterNdx: PARAMETER.battery, shape: { kind: 'battery' } },
    ],
  },
  {
    locationNdx: 3,
    locationId: 'LBR-OUT',
    name: 'Lupton Bottoms Reservoir Outlet',
    locationTypeNdx: LOCATION_TYPE.reservoir,
    waterbodyNdx: WATERBODY.southPlatte,
    countyName: 'Weld',
    longitude: -104.786,
    latitude: 40.158,
    legendColor: '#17BECF',
    series: [flow({ kind: 'reservoirRelease', peakCfs: 60 })],
  },
  {
    locationNdx: 4,
    locationId: 'PVR',
    name: 'Platte Valley Reservoir',
    locationTypeNdx: LOCATION_TYPE.reservoir,
    waterbodyNdx: WATERBODY.platteValleyReservoir,
    countyName: 'Weld',
    longitude: -104.752,
    latitude: 40.262,
    legendColor: '#2CA02C',
    series: [
      level({ kind: 'reservoirLevel', fullDepthFt: 22 }),
      { parameterNdx: PARAMETER.storage, shape: { kind: 'reservoirStorage', capacityAf: 2_650 } },
    ],
  },
  {
    locationNdx: 5,
    locationId: 'PVR-OUT',
    name: 'Platte Valley Reservoir Outlet',
    locationTypeNdx: LOCATION_TYPE.reservoir,
    waterbodyNdx: WATERBODY.southPlatte,
    countyName: 'Weld',
    longitude: -104.762,
    latitude: 40.27,
    legendColor: '#17BECF',
    series: [flow({ kind: 'reservoirRelease', peakCfs: 40 })],
  },
  {
    locationNdx: 6,
    locationId: 'SHRP-1',
    name: 'Sand Hill Recharge Pond 1',
    locationTypeNdx: LOCATION_TYPE.rechargePond,
    waterbodyNdx: WATERBODY.alluvialAquifer,
    countyName: 'Weld',
    longitude: -104.772,
    latitude: 40.214,
    legendColor: '#FF7F0E',
    series: [
      level({ kind: 'rechargeLevel', fullDepthFt: 6, seed: 61 }),
      flow({ kind: 'rechargeDelivery', peakCfs: 9, seed: 61 }),
    ],
  },
  {
    locationNdx: 7,
    locationId: 'SHRP-2',
    name: 'Sand Hill Recharge Pond 2',
    locationTypeNdx: LOCATION_TYPE.rechargePond,
    waterbodyNdx: WATERBODY.alluvialAquifer,
    countyName: 'Weld',
    longitude: -104.766,
    latitude: 40.219,
    legendColor: '#FF7F0E',
    series: [level({ kind: 'rechargeLevel', fullDepthFt: 5, seed: 72 })],
  },
  {
    locationNdx: 8,
    locationId: 'SHRP-IN',
    name: 'Sand Hill Recharge Delivery',
    locationTypeNdx: LOCATION_TYPE.diversion,
    waterbodyNdx: WATERBODY.southPlatte,
    countyName: 'Weld',
    longitude: -104.78,
    latitude: 40.208,
    legendColor: '#D62728',
    series: [flow({ kind: 'rechargeDelivery', peakCfs: 16, seed: 61 })],
  },
  {
    locationNdx: 9,
    locationId: 'BAS-1',
    name: 'Brighton Augmentation Station',
    locationTypeNdx: LOCATION_TYPE.augmentationStation,
    waterbodyNdx: WATERBODY.southPlatte,
    countyName: 'Adams',
    longitude: -104.815,
    latitude: 40.01,
    legendColor: '#9467BD',
    series: [flow({ kind: 'augmentationRelease', peakCfs: 12, seed: 91 })],
  },
  {
    locationNdx: 10,
    locationId: 'GAS-1',
    name: 'Gilcrest Augmentation Station',
    locationTypeNdx: LOCATION_TYPE.augmentationStation,
    waterbodyNdx: WATERBODY.southPlatte,
    countyName: 'Weld',
    longitude: -104.78,
    latitude: 40.282,
    legendColor: '#9467BD',
    silentForHours: 62,
    series: [flow({ kind: 'augmentationRelease', peakCfs: 7, seed: 101 })],
  },
  well(1, -104.826, 40.086),
  well(2, -104.821, 40.09),
  well(3, -104.816, 40.094),
  well(4, -104.811, 40.098),
  well(5, -104.806, 40.102),
  well(6, -104.801, 40.106, 75),
];

const hasBattery = (site: DistrictSite) =>
  site.series.some((series) => series.parameterNdx === PARAMETER.battery);

/**
 * Every district station reports its battery (the batteries table), each pack a little apart
 * from the next; a station that falls silent stops reporting it too.
 */
const withBattery = (site: DistrictSite, index: number): DistrictSite =>
  hasBattery(site)
    ? site
    : {
        ...site,
        series: [
          ...site.series,
          {
            parameterNdx: PARAMETER.battery,
            shape: { kind: 'battery', offsetVolts: ((index * 7) % 11) / 10 - 0.6 },
          },
        ],
      };

export const DISTRICT_LOCATIONS: DemoLocation[] = DISTRICT_SITES.map(withBattery).map((site) => ({
  ...site,
  displayLabel: site.locationId,
  isPublic: false,
  datasrcNdx: DATA_SOURCE.districtTelemetry,
}));

/** The real DWR/USGS gages inside District 2 that the public map shows with graphs. */
const PUBLIC_GAGES: [string, number][] = [
  ['PLAHENCO', WATERBODY.southPlatte],
  ['PLALUPCO', WATERBODY.southPlatte],
  ['PLAWESCO', WATERBODY.southPlatte],
  ['BIGDAFCO', WATERBODY.bigDryCreek],
  ['SANCOMCO', WATERBODY.sandCreek],
  ['FIRBUCCO', WATERBODY.firstCreek],
];

const FIRST_PUBLIC_NDX = 101;

function titleCase(text: string): string {
  return text.toLowerCase().replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
}

/**
 * Public gage locations from the real station snapshot: their real names and positions, with a
 * synthetic flow record scaled so mid-August matches the snapshot's reading.
 */
export function publicGageLocations(stations: Feature<DwrStation>[]): DemoLocation[] {
  const byAbbrev = new Map(stations.map((station) => [station.properties.abbrev, station]));
  const fortLupton = byAbbrev.get('PLALUPCO')?.properties.value ?? 177;
  return PUBLIC_GAGES.map(([abbrev, waterbodyNdx], index) => {
    const station = byAbbrev.get(abbrev);
    if (!station) throw new Error(`Station ${abbrev} is missing from the stations file.`);
    const { name, value, county, data_source: source } = station.properties;
    const [longitude, latitude] = station.geometry.coordinates as [number, number];
    // PLAWESCO read "no data" that day; it sits a few miles below Fort Lupton.
    const augustCfs = value !== null && value !== DWR_NO_DATA ? value : fortLupton;
    return {
      locationNdx: FIRST_PUBLIC_NDX + index,
      locationId: abbrev,
      name: titleCase(name),
      displayLabel: abbrev,
      locationTypeNdx: LOCATION_TYPE.streamGage,
      waterbodyNdx,
      countyName: titleCase(county),
      longitude,
      latitude,
      legendColor: '#336699',
      isPublic: true,
      datasrcNdx: source.startsWith('U.S. Geological')
        ? DATA_SOURCE.usgs
        : DATA_SOURCE.dwrTelemetry,
      series: [flow({ kind: 'river', augustCfs })],
    };
  });
}
