import type pg from 'pg';
import type { FeatureCollection } from '@headgate/contracts';
import { GRAPH_PARAMETER_CODES } from '../graphs/graphParameters';
import { reportingSummary } from '../timeseries';

/** A location reporting within this long counts as reporting; older reports make it stale. */
export const STALE_AFTER_HOURS = 24;

interface LocationRow {
  location_ndx: number;
  location_id: string;
  location_name: string;
  location_display_label: string;
  locationtype: string;
  waterbody_name: string | null;
  huc12_name: string | null;
  county_name: string | null;
  longitude: number;
  latitude: number;
  legend_color: string;
  has_flow: boolean;
  has_stage: boolean;
  has_level: boolean;
}

function reportingStatus(lastReport: Date | null, now: Date): string {
  if (!lastReport) return 'No Data';
  return now.getTime() - lastReport.getTime() <= STALE_AFTER_HOURS * 3_600_000
    ? 'Reporting'
    : 'Not Reporting';
}

/**
 * The district's locations as GeoJSON points with the properties the map's popups, filters and
 * symbols read (spec/public-map.md §3): the public ones, or all of them for the United layer.
 */
export async function locationFeatures(
  pool: pg.Pool,
  options: { publicOnly: boolean; now?: Date },
): Promise<FeatureCollection> {
  const now = options.now ?? new Date();
  const { rows } = await pool.query<LocationRow>(
    `SELECT l.location_ndx, l.location_id, l.location_name, l.location_display_label,
            t.location_type_desc AS locationtype, w.waterbody_name, l.huc12_name, l.county_name,
            l.longitude, l.latitude, l.legend_color,
            EXISTS (SELECT 1 FROM location_parameters lp JOIN parameters p USING (parameter_ndx)
                     WHERE lp.location_ndx = l.location_ndx AND p.parameter = $2) AS has_flow,
            EXISTS (SELECT 1 FROM location_parameters lp JOIN parameters p USING (parameter_ndx)
                     WHERE lp.location_ndx = l.location_ndx AND p.parameter = $3) AS has_stage,
            EXISTS (SELECT 1 FROM location_parameters lp JOIN parameters p USING (parameter_ndx)
                     WHERE lp.location_ndx = l.location_ndx AND p.parameter = $4) AS has_level
       FROM locations l
       JOIN location_types t USING (location_type_ndx)
       LEFT JOIN waterbodies w USING (waterbody_ndx)
      WHERE NOT l.exclude_from_map AND ($1::boolean IS FALSE OR l.is_public)
      ORDER BY l.display_order, l.location_ndx`,
    [
      options.publicOnly,
      GRAPH_PARAMETER_CODES.flow,
      GRAPH_PARAMETER_CODES.stage,
      GRAPH_PARAMETER_CODES.waterLevel,
    ],
  );
  const lastReports = new Map(
    (await reportingSummary(pool, { locationNdxs: rows.map((row) => row.location_ndx) })).map(
      (summary) => [summary.locationNdx, summary.lastReport],
    ),
  );
  return {
    type: 'FeatureCollection',
    features: rows.map((row) => ({
      type: 'Feature',
      id: row.location_ndx,
      geometry: { type: 'Point', coordinates: [row.longitude, row.latitude] },
      properties: {
        location_ndx: row.location_ndx,
        location_id: row.location_id,
        location_name: row.location_name,
        ...(options.publicOnly ? { location_display_label: row.location_display_label } : {}),
        locationtype: row.locationtype,
        waterbody_name: row.waterbody_name,
        huc12_name: row.huc12_name,
        county_name: row.county_name,
        reporting_status_desc: reportingStatus(lastReports.get(row.location_ndx) ?? null, now),
        last_report: lastReports.get(row.location_ndx)?.toISOString() ?? null,
        latitude_dd: row.latitude,
        longitude_dd: row.longitude,
        map_sym_fill_color: row.legend_color,
        has_flow_graph: row.has_flow,
        has_stage_graph: row.has_stage,
        has_waterlevel_graph: row.has_level,
      },
    })),
  };
}
