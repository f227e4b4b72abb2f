import path from 'node:path';
import { facilitySchema, locationSchema } from '@headgate/contracts';
import type { Database } from '../src/core/database/openDatabase';
import { migratedDatabase } from '../src/core/database/testing/testDatabases';
import { seedDemoData } from './seedDemoData';

jest.setTimeout(60_000);

describe('entity contracts', () => {
  let db: Database;
  beforeAll(async () => {
    db = await migratedDatabase('pglite');
    await seedDemoData(db, {
      dataDir: path.join(__dirname, '../demo-data'),
      now: new Date('2026-07-15T18:00:00Z'),
      days15min: 1,
      yearsDaily: 0.1,
    });
  });
  afterAll(() => db.close());

  it('describes every stored location', async () => {
    const { rows } = await db.pool.query('SELECT * FROM locations');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(locationSchema.safeParse(row).error).toBeUndefined();
  });

  it('describes every stored facility', async () => {
    const { rows } = await db.pool.query('SELECT * FROM facilities');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(facilitySchema.safeParse(row).error).toBeUndefined();
  });
});
