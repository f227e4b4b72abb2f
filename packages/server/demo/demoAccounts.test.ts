import path from 'node:path';
import type { Database } from '../src/core/database/openDatabase';
import { migratedDatabase } from '../src/core/database/testing/testDatabases';
import { ensureDemoUsers } from './demoAccounts';
import { seedDemoData } from './seedDemoData';

jest.setTimeout(60_000);

describe('demo accounts', () => {
  let db: Database;
  beforeAll(async () => {
    db = await migratedDatabase('pglite');
  });
  afterAll(() => db.close());

  it('authorises the demo User for facilities 37 and 41 only', async () => {
    await seedDemoData(db, {
      dataDir: path.join(__dirname, '../demo-data'),
      now: new Date('2026-07-15T18:00:00Z'),
      days15min: 1,
      yearsDaily: 0.01,
    });
    expect(await ensureDemoUsers(db, 'demo-password')).toBe(5);
    const { rows } = await db.pool.query<{ facility_ndx: number }>(
      "SELECT facility_ndx FROM facilities WHERE 'headgate|demo-user' = ANY (authorized_users) ORDER BY 1",
    );
    expect(rows.map((row) => row.facility_ndx)).toEqual([37, 41]);
  });
});
