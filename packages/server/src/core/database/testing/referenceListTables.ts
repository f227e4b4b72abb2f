import type { Database } from '../openDatabase';

/** The tables migration 0016 fills with the reference lists a district needs. */
export const REFERENCE_LIST_TABLES = [
  'units',
  'parameter_groups',
  'parameters',
  'data_sources',
  'location_types',
  'facility_types',
];

/**
 * Empties the reference lists the migrations bring, serials back to 1, for a fixture that brings
 * its own rows with ids of its own. Call it first, on a migrated database that holds nothing else
 * yet: CASCADE empties what refers to them.
 */
export async function clearReferenceLists(db: Database): Promise<void> {
  await db.pool.query(`TRUNCATE ${REFERENCE_LIST_TABLES.join(', ')} RESTART IDENTITY CASCADE`);
}
