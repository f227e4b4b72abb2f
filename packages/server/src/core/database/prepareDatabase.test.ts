import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from '../../config';
import { openPreparedDatabase } from '../lifecycle/preparedDatabase';
import type { Database } from './openDatabase';
import { freshDatabase } from './testing/testDatabases';

// The workspace root, where the migrations and the demo data live.
const root = path.resolve(__dirname, '../../../../..');

describe('prepareDatabase on PostgreSQL', () => {
  it('loads the demo once when three servers start at once on one empty database', async () => {
    const first = await freshDatabase('postgres');
    const { rows } = await first.pool.query<{ name: string }>('SELECT current_database() AS name');
    const url = process.env.HEADGATE_TEST_POSTGRES_URL!.replace(/\/postgres$/, `/${rows[0]!.name}`);
    const importDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-imports-'));
    const databases: Database[] = [first];
    try {
      // The smallest pool an operator may set: the start's lock must not take its one connection.
      const config = {
        ...readConfig(
          {
            DATABASE_URL: url,
            PG_POOL_MAX: '1',
            HEADGATE_IMPORT_DIR: importDir,
            LOG_LEVEL: 'silent',
          },
          root,
        ),
        // A day of readings: the test is about the start's lock. The whole demo goes into
        // PostgreSQL in the cluster test (deploy/cluster).
        demoSpan: { days15min: 1, yearsDaily: 0.05 },
      };
      const reports: string[] = [];
      // Each server's own start: a connection that is slow to open on a busy machine is tried again.
      const started = await Promise.all(
        [1, 2, 3].map(() =>
          openPreparedDatabase(config, (line) => reports.push(line), new AbortController().signal),
        ),
      );
      databases.push(...started.filter((database): database is Database => database !== null));
      expect(databases).toHaveLength(4);
      expect(reports.filter((line) => line.startsWith('Loading the demo data'))).toHaveLength(1);
      expect(reports.filter((line) => line.startsWith('Demo users created'))).toHaveLength(1);
      const facilities = await first.pool.query('SELECT 1 FROM facilities');
      expect(facilities.rowCount).toBeGreaterThan(0);
    } finally {
      await Promise.all(databases.map((database) => database.close()));
      fs.rmSync(importDir, { recursive: true, force: true });
    }
    // Far longer than the test takes alone: a loaded two-core machine slows it many times over.
  }, 300_000);
});
