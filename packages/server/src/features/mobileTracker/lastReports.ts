import type pg from 'pg';
import type { MobileLastReportRow } from '@headgate/contracts';
import { latestValues } from '../../core/timeseries';

const FACILITY_LOCATIONS_SQL = `
  SELECT f.facility_ndx, f.facility_name, ft.facility_type_desc,
         l.location_ndx, l.location_display_label AS label
  FROM facilities f
  JOIN facility_types ft USING (facility_type_ndx)
  JOIN facility_locations fl USING (facility_ndx)
  JOIN locations l USING (location_ndx)
  ORDER BY f.display_order, f.facility_ndx, l.display_order, l.location_ndx`;

interface FacilityLocation {
  facility_ndx: number;
  facility_name: string;
  facility_type_desc: string;
  location_ndx: number;
  label: string;
}

/**
 * Last Reports (oldest by Facility): for each facility, the stalest of its locations (the one
 * whose newest reading, of any parameter, is oldest), stalest facility first. A location that
 * never reported counts as stalest of all.
 */
export async function lastReports(pool: pg.Pool): Promise<MobileLastReportRow[]> {
  const { rows } = await pool.query<FacilityLocation>(FACILITY_LOCATIONS_SQL);
  const newest = new Map<number, number>();
  for (const reading of await latestValues(pool, {
    locationNdxs: [...new Set(rows.map((row) => row.location_ndx))],
  })) {
    const at = reading.collectTimestamp.getTime();
    newest.set(reading.locationNdx, Math.max(newest.get(reading.locationNdx) ?? at, at));
  }
  const facilities = new Map<number, FacilityLocation[]>();
  for (const row of rows)
    facilities.set(row.facility_ndx, [...(facilities.get(row.facility_ndx) ?? []), row]);

  const report = [...facilities.values()].map((locations) => {
    const times = locations.map((l) => newest.get(l.location_ndx) ?? Number.NEGATIVE_INFINITY);
    const oldest = Math.min(...times);
    const first = locations[0]!;
    return {
      facility_name: first.facility_name,
      facility_ndx: first.facility_ndx,
      facility_type_desc: first.facility_type_desc,
      last_report_timestamp: Number.isFinite(oldest) ? new Date(oldest).toISOString() : null,
      locations_labels: locations.filter((_, i) => times[i] === oldest).map((l) => l.label),
      oldest,
    };
  });
  return report.sort((a, b) => a.oldest - b.oldest).map(({ oldest: _oldest, ...row }) => row);
}
