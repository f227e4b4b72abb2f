import type { Database } from '../src/core/database/openDatabase';
import { seedDemoData, type SeedOptions, type SeedSummary } from './seedDemoData';

// Everything the demo fills, children first. CASCADE also empties any table that refers to
// these (imports...): after a reset, nothing may point at a location that is gone. The audit
// trail is kept: it records what happened, demo or not. So are the reference lists (units,
// parameters, …): they come with the migrations, not with the demo.
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
  'location_parameters',
  'locations',
  'waterbodies',
];

/**
 * Tables that hold a district's own data once it has any: its places, people and map, its
 * users, the audit trail of its writes and its releases. The migrations' reference lists and
 * what a server keeps for itself (sign-in keys, rate limits, client events) do not count.
 */
const DISTRICT_TABLES = [
  'locations',
  'facilities',
  'waterbodies',
  'map_sources',
  'contacts',
  'contact_groups',
  'identity_users',
  'audit_log',
  'release_entries',
];

/**
 * True when the database holds none of a district's data: the one case the demo may be loaded
 * into on start, so it never mixes with a district's own rows.
 */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const { rows } = await db.pool.query<{ any: boolean }>(
    `SELECT ${DISTRICT_TABLES.map((table) => `EXISTS (SELECT 1 FROM ${table})`).join(' OR ')} AS any`,
  );
  return !rows[0]?.any;
}

/** Empties the demo tables and seeds them again. */
export async function resetDemoData(db: Database, options: SeedOptions): Promise<SeedSummary> {
  await db.pool.query(`TRUNCATE ${DEMO_TABLES.join(', ')} RESTART IDENTITY CASCADE`);
  return seedDemoData(db, options);
}
