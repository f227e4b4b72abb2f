import type { Database } from '../database/openDatabase';
import { seedDemoData, type SeedOptions, type SeedSummary } from './seedDemoData';

// Everything the demo fills, children first. CASCADE also empties any table that refers to
// these (imports...): after a reset, nothing may point at a location that is gone. The audit
// trail is kept: it records what happened, demo or not.
const DEMO_TABLES = [
  'import_runs',
  'import_data_sources',
  'alert_outbox',
  'alert_requests',
  'group_contacts',
  'contact_groups',
  'contacts',
  'available_flow_terms',
  'available_flow_calcs',
  'map_layers',
  'map_features',
  'map_sources',
  'timeseries_15min',
  'timeseries_daily',
  'facility_locations',
  'facilities',
  'facility_types',
  'location_parameters',
  'locations',
  'waterbodies',
  'location_types',
  'data_sources',
  'parameters',
  'parameter_groups',
  'units',
];

/** True when the database has no locations yet: the signal to seed the demo on first start. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const { rows } = await db.pool.query<{ any: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM locations) AS any',
  );
  return !rows[0]?.any;
}

/** Empties the demo tables and seeds them again. */
export async function resetDemoData(db: Database, options: SeedOptions): Promise<SeedSummary> {
  await db.pool.query(`TRUNCATE ${DEMO_TABLES.join(', ')} RESTART IDENTITY CASCADE`);
  return seedDemoData(db, options);
}
