import type pg from 'pg';
import type { SiteSummaryRow } from '@headgate/contracts';
import { periodsOfRecord } from '../../../core/timeseries';

interface SeriesPlace {
  location_ndx: number;
  parameter_ndx: number;
  is_alert: boolean;
  parameter: string;
  location_name: string;
  facility_type_desc: string | null;
  facility_name: string | null;
  county_name: string | null;
  waterbody_name: string | null;
  huc12_name: string | null;
}

// A location in several facilities is listed under the first by name.
const PLACES_SQL = `
  SELECT lp.location_ndx, lp.parameter_ndx,
         EXISTS (SELECT 1 FROM alert_requests a
                  WHERE a.enabled AND a.location_ndx = lp.location_ndx
                    AND a.parameter_ndx = lp.parameter_ndx) AS is_alert,
         p.parameter_name AS parameter, l.location_name,
         fac.facility_type_desc, fac.facility_name, l.county_name, w.waterbody_name, l.huc12_name
  FROM location_parameters lp
  JOIN locations l USING (location_ndx)
  JOIN parameters p USING (parameter_ndx)
  LEFT JOIN waterbodies w USING (waterbody_ndx)
  LEFT JOIN LATERAL (
    SELECT f.facility_name, ft.facility_type_desc FROM facility_locations fl
    JOIN facilities f USING (facility_ndx) JOIN facility_types ft USING (facility_type_ndx)
    WHERE fl.location_ndx = l.location_ndx ORDER BY f.facility_name LIMIT 1
  ) fac ON true
  WHERE NOT l.is_public
  ORDER BY fac.facility_name NULLS LAST, l.location_name, p.parameter_name`;

/**
 * Every series of the United (district) stations with its place and period of record; `is_alert`
 * when an enabled alert request watches the series. A series without readings shows no period.
 */
export async function siteSummary(pool: pg.Pool): Promise<SiteSummaryRow[]> {
  const [{ rows: places }, periods] = await Promise.all([
    pool.query<SeriesPlace>(PLACES_SQL),
    periodsOfRecord(pool),
  ]);
  const periodOf = new Map(
    periods.map((period) => [`${period.locationNdx}:${period.parameterNdx}`, period]),
  );
  return places.map((place) => {
    const period = periodOf.get(`${place.location_ndx}:${place.parameter_ndx}`);
    return {
      ...place,
      start_por: period ? period.first.toISOString() : null,
      end_por: period ? period.last.toISOString() : null,
    };
  });
}
