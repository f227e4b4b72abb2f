import type pg from 'pg';
import type { FeatureCollection } from '@headgate/contracts';
import { latestValues, PARAMETER_CODES, reportingSummary } from '../../../core/timeseries';
import { reportingStatus } from './reportingStatus';

/** Symbol of a location point (spec/public-map.md §9: circle radius 8). */
const LOCATION_SYMBOL = {
  map_sym_shape: 'circle',
  map_sym_stroke_color: '#FFFFFF',
  map_sym_stroke_width: 1,
  map_sym_pixel_size: 8,
  map_sym_legend_pixel_size: 12,
} as const;

interface LocationRow {
  location_ndx: number;
  location_id: string;
  location_name: string;
  location_display_label: string;
  location_type_ndx: number;
  locationtype: string;
  waterbody_name: string | null;
  huc12_name: string | null;
  county_name: string | null;
  longitude: number;
  latitude: number;
  legend_color: string;
  parameter_codes: string[];
  facility_ndxs: number[];
  facility_names: string[];
  facility_types: string[];
}

interface ParameterRow {
  parameter_ndx: number;
  parameter_name: string;
  unit_desc: string;
}

const LOCATIONS_SQL = `
  SELECT l.location_ndx, l.location_id, l.location_name, l.location_display_label,
         l.location_type_ndx, t.location_type_desc AS locationtype, w.waterbody_name,
         l.huc12_name, l.county_name, l.longitude, l.latitude, l.legend_color,
         measured.parameter_codes, linked.facility_ndxs, linked.facility_names, linked.facility_types
    FROM locations l
    JOIN location_types t USING (location_type_ndx)
    LEFT JOIN waterbodies w USING (waterbody_ndx)
    CROSS JOIN LATERAL (
      SELECT coalesce(array_agg(p.parameter), '{}') AS parameter_codes
        FROM location_parameters lp JOIN parameters p USING (parameter_ndx)
       WHERE lp.location_ndx = l.location_ndx
    ) measured
    CROSS JOIN LATERAL (
      SELECT coalesce(array_agg(f.facility_ndx ORDER BY f.display_order, f.facility_ndx), '{}') AS facility_ndxs,
             coalesce(array_agg(f.facility_name ORDER BY f.display_order, f.facility_ndx), '{}') AS facility_names,
             coalesce(array_agg(ft.facility_type_desc ORDER BY f.display_order, f.facility_ndx), '{}') AS facility_types
        FROM facility_locations fl
        JOIN facilities f USING (facility_ndx)
        JOIN facility_types ft USING (facility_type_ndx)
       WHERE fl.location_ndx = l.location_ndx
    ) linked
   WHERE NOT l.exclude_from_map AND ($1::boolean IS FALSE OR l.is_public)
   ORDER BY l.display_order, l.location_ndx`;

/**
 * The district's locations as GeoJSON points with the properties the map's popups, filters and
 * symbols read (spec/public-map.md §3): the public ones, or all of them for the United layer.
 * Built from the tables on every call, so edits and new readings show at once.
 */
export async function locationFeatures(
  pool: pg.Pool,
  options: { publicOnly: boolean; now?: Date },
): Promise<FeatureCollection> {
  const now = options.now ?? new Date();
  const { rows } = await pool.query<LocationRow>(LOCATIONS_SQL, [options.publicOnly]);
  const locationNdxs = rows.map((row) => row.location_ndx);
  const summaries = await reportingSummary(pool, { locationNdxs });
  const latest = await latestValues(pool, { locationNdxs });
  const { rows: parameters } = await pool.query<ParameterRow>(
    'SELECT p.parameter_ndx, p.parameter_name, u.unit_desc FROM parameters p JOIN units u USING (unit_ndx)',
  );
  const lastReports = new Map(
    summaries.map((summary) => [summary.locationNdx, summary.lastReport]),
  );
  const parameterByNdx = new Map(
    parameters.map((parameter) => [parameter.parameter_ndx, parameter]),
  );
  const measurements = (locationNdx: number) =>
    latest
      .filter((reading) => reading.locationNdx === locationNdx)
      .map((reading) => {
        const parameter = parameterByNdx.get(reading.parameterNdx);
        // "Flow (cfs)" reads "Flow: 245.3 cfs" in a popup.
        const name =
          parameter?.parameter_name.replace(/ \(.*\)$/, '') ?? `Parameter ${reading.parameterNdx}`;
        return `${name}: ${reading.value} ${parameter?.unit_desc ?? ''}`.trim();
      })
      .join('; ');

  return {
    type: 'FeatureCollection',
    features: rows.map((row) => {
      const lastReport = lastReports.get(row.location_ndx) ?? null;
      const geometry = { type: 'Point', coordinates: [row.longitude, row.latitude] };
      return {
        type: 'Feature',
        id: row.location_ndx,
        geometry,
        properties: {
          location_ndx: row.location_ndx,
          location_id: row.location_id,
          location_name: row.location_name,
          ...(options.publicOnly
            ? { location_display_label: row.location_display_label }
            : {
                facility_ndx: row.facility_ndxs[0] ?? null,
                facility_names: row.facility_names.join(', '),
                facility_types: row.facility_types.join(', '),
              }),
          locationtype: row.locationtype,
          waterbody_name: row.waterbody_name,
          huc12_name: row.huc12_name,
          county_name: row.county_name,
          reporting_status_desc: reportingStatus(lastReport, now),
          last_report: lastReport?.toISOString() ?? null,
          most_recent_measurements: measurements(row.location_ndx),
          latitude_dd: row.latitude,
          longitude_dd: row.longitude,
          location_geometry: geometry,
          map_symbol_category_ndx: row.location_type_ndx,
          map_symbol_category: row.locationtype,
          map_sym_fill_color: row.legend_color,
          ...LOCATION_SYMBOL,
          has_flow_graph: row.parameter_codes.includes(PARAMETER_CODES.flow),
          has_stage_graph: row.parameter_codes.includes(PARAMETER_CODES.stage),
          has_waterlevel_graph: row.parameter_codes.includes(PARAMETER_CODES.waterLevel),
        },
      };
    }),
  };
}
