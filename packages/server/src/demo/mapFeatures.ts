import type { DemoLocation } from './districtLocations';
import { DWR_NO_DATA, snapshotInstant, type DwrStation } from './dwrStations';
import type { DemoFacility } from './facilities';
import { pointInDefaultView, readFeatures, type Feature } from './geojson';
import {
  describeReading,
  FACILITY_TYPES,
  LOCATION_TYPES,
  PARAMETER,
  WATERBODIES,
} from './referenceLists';
import type { LatestReading } from './timeSeries';

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

const REPORTING_WINDOW_MS = 24 * 3_600_000;

function lookup(rows: readonly (readonly unknown[])[], ndx: number): string | null {
  return (rows.find((row) => row[0] === ndx)?.[1] as string | undefined) ?? null;
}

/** Popup properties shared by the public and the restricted (United) location layers. */
export function locationFeatures(
  locations: DemoLocation[],
  facilities: DemoFacility[],
  latestByLocation: Map<number, LatestReading[]>,
  now: Date,
): MapFeature[] {
  return locations.map((location) => {
    const latest = latestByLocation.get(location.locationNdx) ?? [];
    const lastMs = Math.max(0, ...latest.map((reading) => reading.collectTimestamp.getTime()));
    const reporting = now.getTime() - lastMs <= REPORTING_WINDOW_MS;
    const linked = facilities.filter((facility) =>
      facility.locationNdxs.includes(location.locationNdx),
    );
    const parameters = location.series.map((series) => series.parameterNdx as number);
    const geometry = { type: 'Point', coordinates: [location.longitude, location.latitude] };
    const locationtype = lookup(LOCATION_TYPES, location.locationTypeNdx);
    return {
      featureId: String(location.locationNdx),
      geometry,
      properties: {
        location_ndx: location.locationNdx,
        facility_ndx: linked[0]?.facilityNdx ?? null,
        location_name: location.name,
        location_id: location.locationId,
        location_display_label: location.displayLabel,
        locationtype,
        waterbody_name: lookup(WATERBODIES, location.waterbodyNdx),
        huc12_name: null,
        county_name: location.countyName,
        reporting_status_desc: reporting ? 'Reporting' : 'Not Reporting',
        last_report: lastMs ? new Date(lastMs).toISOString() : null,
        most_recent_measurements: latest
          .map((reading) => describeReading(reading.parameterNdx, reading.value))
          .join('; '),
        facility_names: linked.map((facility) => facility.name).join(', '),
        facility_types: linked
          .map((facility) => lookup(FACILITY_TYPES, facility.facilityTypeNdx))
          .join(', '),
        latitude_dd: location.latitude,
        longitude_dd: location.longitude,
        location_geometry: geometry,
        cuwcd_well_number: null,
        is_well_owner: false,
        map_symbol_category_ndx: location.locationTypeNdx,
        map_symbol_category: locationtype,
        map_sym_shape: 'circle',
        map_sym_fill_color: location.legendColor,
        map_sym_stroke_color: '#FFFFFF',
        map_sym_stroke_width: 1,
        map_sym_pixel_size: 8,
        map_sym_legend_pixel_size: 12,
        has_flow_graph: parameters.includes(PARAMETER.flow),
        has_stage_graph: location.locationTypeNdx === 2,
        has_waterlevel_graph: parameters.includes(PARAMETER.waterLevel),
      },
    };
  });
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
