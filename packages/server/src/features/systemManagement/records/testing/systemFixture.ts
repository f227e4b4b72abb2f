import type { Database } from '../../../../core/database/openDatabase';
import {
  FLOW,
  insertFacilityFixture,
  LOCATION,
} from '../../../facilityPages/drillDown/testing/facilityFixture';

/** The facility fixture and a data source: what the system-management records refer to. */
export async function insertSystemFixture(db: Database): Promise<void> {
  await insertFacilityFixture(db);
  await db.pool.query("INSERT INTO data_sources (data_source) VALUES ('District telemetry')");
}

/** A valid alert request on the inlet's flow (above 50, every 12 hours), changed by `overrides`. */
export const alertBody = (overrides: Record<string, unknown> = {}) => ({
  enabled: true,
  alert_type_ndx: 1,
  location_ndx: LOCATION.in,
  parameter_ndx: FLOW,
  trigger_value: 50,
  reset_hours: 12,
  merged_address_ndx: null,
  custom_subject: null,
  custom_loc_name: null,
  notes: null,
  ...overrides,
});
