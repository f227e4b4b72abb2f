import type { Database } from '../../../../core/database/openDatabase';
import {
  FLOW,
  insertFacilityFixture,
  LOCATION,
} from '../../../facilityPages/drillDown/testing/facilityFixture';

/** The facility fixture with flow in a "Surface Water" group and two daily values. */
export async function insertDownloadFixture(db: Database): Promise<void> {
  await insertFacilityFixture(db);
  const sql = (text: string) => db.pool.query(text);
  await sql(
    "INSERT INTO parameter_groups (parameter_group_ndx, parameter_group_name) VALUES (1, 'Surface Water'), (2, 'Storage')",
  );
  await sql(`UPDATE parameters SET parameter_group_ndx = 1 WHERE parameter_ndx = ${FLOW}`);
  await sql(
    `INSERT INTO timeseries_daily (location_ndx, parameter_ndx, collect_date, result_value) VALUES
       (${LOCATION.in}, ${FLOW}, '2026-11-01', 12.5), (${LOCATION.in}, ${FLOW}, '2026-11-02', 13)`,
  );
}
