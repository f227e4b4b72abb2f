import { createDemoUsers, createUserDirectory } from '@headgate/identity';
import { inTransaction } from '../src/core/database/inTransaction';
import type { Database } from '../src/core/database/openDatabase';

/**
 * Facilities the demo User (user@headgate.test) may see in full, so per-user facility access
 * shows in the demo: 37 and 41 answer in full, 38, 52, 53 and 1778 with 403.
 */
const DEMO_USER_FACILITIES: Record<string, readonly number[]> = {
  'headgate|demo-user': [37, 41],
};

/**
 * Creates the demo users (one per role) in a database that has no users yet. A district's own
 * users are never touched: once any user exists, this does nothing.
 */
export async function ensureDemoUsers(db: Database, password: string): Promise<number> {
  const { rows } = await db.pool.query<{ any: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM identity_users) AS any',
  );
  if (rows[0]?.any) return 0;
  const { rows: facilities } = await db.pool.query<{ facility_ndx: number }>(
    'SELECT facility_ndx FROM facilities',
  );
  const known = new Set(facilities.map((row) => row.facility_ndx));
  return createDemoUsers(createUserDirectory(db.pool, inTransaction), password, (userId) =>
    (DEMO_USER_FACILITIES[userId] ?? []).filter((ndx) => known.has(ndx)),
  );
}
