import { DWR_NO_DATA, snapshotInstant, type DwrStation } from './dwrStations';
import { pointInDefaultView, readFeatures, type Feature } from './geojson';

export const WATER_DISTRICTS_FILE = 'boundaries/co-dwr-water-districts-division1.geojson';
export const COUNTIES_FILE = 'boundaries/co-counties.geojson';
export const RIVERS_FILE = 'hydro/ne-10m-rivers-north-america-colorado.geojson';
export const STRUCTURES_FILE = 'structures/wd2-structures-with-diversion-records.geojson';
export const WELLS_FILE = 'structures/dwr-wells-with-records-wd2-area.geojson';

/** A map feature row: its id within the source, geometry and popup properties. */
export interface MapFeature {
  featureId: string;
  geometry: Feature['geometry'];
  properties: Record<string, unknown>;
}

function titleCase(text: string | null): string | null {
  return text && text.toLowerCase().replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
}

/**
 * DWR stream gages in the default view, from the real CDSS station snapshot; a gage that reports
 * two parameters (discharge and gage height) is two features.
 */
export function stationFeatures(stations: Feature<DwrStation>[]): MapFeature[] {
  return stations
    .filter((station) => pointInDefaultView(station.geometry.coordinates))
    .map(({ properties: station, geometry }) => {
      const [longitude, latitude] = geometry.coordinates as [number, number];
      return {
        featureId: `${station.abbrev}-${station.parameter}`,
        geometry,
        properties: {
          location_id: station.abbrev,
          location_display_label: station.name,
          last_report: snapshotInstant(station).toISOString(),
          system_url: station.more_info,
          locationtype: station.structure_type ?? station.station_type,
          waterbody_name: null,
          county_name: titleCase(station.county),
          huc12_name: null,
          township_lndkey: null,
          latitude,
          longitude,
          wdid: station.wdid,
          usgs_id: station.usgs_id,
          water_district: station.water_district,
        },
      };
    });
}

/**
 * Current streamflow: the snapshot's real readings, with the snapshot moved to `now` so the
 * layer reads as current. Gages that reported DWR's no-data code are left out.
 */
export function currentStreamflowFeatures(
  stations: Feature<DwrStation>[],
  now: Date,
): MapFeature[] {
  const inView = stations.filter(
    (station) =>
      pointInDefaultView(station.geometry.coordinates) &&
      station.properties.parameter.startsWith('DISCHRG') &&
      station.properties.value !== null &&
      station.properties.value !== DWR_NO_DATA,
  );
  const latestSnapshotMs = Math.max(
    ...inView.map((station) => snapshotInstant(station.properties).getTime()),
  );
  const shiftMs = now.getTime() - latestSnapshotMs;
  return inView.map(({ properties: station, geometry }) => ({
    featureId: `${station.abbrev}-${station.parameter}`,
    geometry,
    properties: {
      location_id: station.abbrev,
      location_name: station.name,
      source: station.data_source,
      wdid: station.wdid,
      current_flow_cfs: station.value,
      stream_mile: null,
      most_recent_timestamp: new Date(snapshotInstant(station).getTime() + shiftMs).toISOString(),
    },
  }));
}

interface Structure {
  wdid: string;
  name: string;
  structure_type: string;
  water_source: string | null;
  stream_mile: number | null;
  ciu_desc: string | null;
  county: string;
}

/** District 2 structures with diversion records, under the CDSS field names the popup uses. */
export function diversionPointFeatures(dataDir: string): MapFeature[] {
  return readFeatures<Structure>(dataDir, STRUCTURES_FILE).map(({ properties, geometry }) => {
    const [longitude, latitude] = geometry.coordinates as [number, number];
    return {
      featureId: properties.wdid,
      geometry,
      properties: {
        StructName: properties.name,
        MoreInfo: `https://dnrweb.state.co.us/CDSS/Structures/Details/${properties.wdid}`,
        StructType: properties.structure_type,
        WDID: properties.wdid,
        WaterSrc: properties.water_source,
        AssocCaseN: null,
        AssocPermi: null,
        CurrInUse: properties.ciu_desc,
        DCRratAbs: null,
        DcrRatCond: null,
        DcrVolAbs: null,
        DcrVolCond: null,
        County: titleCase(properties.county),
        LatDecDeg: latitude,
        LongDecDeg: longitude,
        LocAccurac: null,
        StreamMile: properties.stream_mile,
      },
    };
  });
}

/** Features of a file as they are, ids from one of their fields or their position. */
export function fileFeatures(
  dataDir: string,
  file: string,
  idField?: string,
  keep: (feature: Feature) => boolean = () => true,
): MapFeature[] {
  return readFeatures(dataDir, file)
    .filter(keep)
    .map((feature, index) => ({
      featureId: idField ? String(feature.properties[idField]) : String(index + 1),
      geometry: feature.geometry,
      properties: feature.properties,
    }));
}
