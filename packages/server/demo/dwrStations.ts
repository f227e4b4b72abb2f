import { readFeatures, type Feature } from './geojson';

export const STATIONS_FILE = 'stations/cdss-active-streamgages-20180813.geojson';

/** A row of the CDSS "Active Gage-Stream" snapshot of 13 August 2018. */
export interface DwrStation {
  abbrev: string;
  name: string;
  wdid: string | null;
  usgs_id: string | null;
  data_source: string;
  structure_type: string | null;
  station_type: string;
  parameter: string;
  value: number | null;
  units: string;
  division: number;
  water_district: number;
  county: string;
  meas_datetime_local: string;
  more_info: string;
}

/** DWR's code for "no reading" in the snapshot. */
export const DWR_NO_DATA = -888;

export function readDwrStations(dataDir: string): Feature<DwrStation>[] {
  return readFeatures<DwrStation>(dataDir, STATIONS_FILE);
}

/** "8/13/2018 12:15" (Mountain Daylight Time) as an instant. */
export function snapshotInstant(station: DwrStation): Date {
  const parts = /^(\d+)\/(\d+)\/(\d+) (\d+):(\d+)$/.exec(station.meas_datetime_local);
  if (!parts) throw new Error(`Unreadable snapshot time "${station.meas_datetime_local}".`);
  const [month, day, year, hour, minute] = parts.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return new Date(Date.UTC(year, month - 1, day, hour + 6, minute));
}
