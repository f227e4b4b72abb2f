import type pg from 'pg';
import type { DownloadFacilityType, DownloadParameterGroup } from '@headgate/contracts';

/** The facility types that hold a facility with a United (district) station. */
export async function unitedFacilityTypes(pool: pg.Pool): Promise<DownloadFacilityType[]> {
  const { rows } = await pool.query<DownloadFacilityType>(
    `SELECT DISTINCT ft.facility_type_ndx, ft.facility_type_desc
       FROM facility_types ft
       JOIN facilities f USING (facility_type_ndx)
       JOIN facility_locations fl USING (facility_ndx)
       JOIN locations l USING (location_ndx)
      WHERE NOT l.is_public
      ORDER BY ft.facility_type_ndx`,
  );
  return rows;
}

/** The parameter groups ("Measurements") a download can ask for. */
export async function parameterGroups(pool: pg.Pool): Promise<DownloadParameterGroup[]> {
  const { rows } = await pool.query<DownloadParameterGroup>(
    `SELECT parameter_group_ndx, parameter_group_name FROM parameter_groups
      ORDER BY parameter_group_name`,
  );
  return rows;
}
