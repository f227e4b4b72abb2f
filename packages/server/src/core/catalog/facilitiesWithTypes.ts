import type pg from 'pg';
import type { DownloadFacility } from '@headgate/contracts';

/**
 * Every facility with its type, by type and display order: the list Query & Download offers and
 * the one a group's facilities are chosen from.
 */
export async function facilitiesWithTypes(pool: pg.Pool): Promise<DownloadFacility[]> {
  const { rows } = await pool.query<DownloadFacility>(
    `SELECT f.facility_ndx, f.facility_name, f.facility_type_ndx, ft.facility_type_desc
       FROM facilities f JOIN facility_types ft USING (facility_type_ndx)
      ORDER BY f.facility_type_ndx, f.display_order, f.facility_name`,
  );
  return rows;
}
