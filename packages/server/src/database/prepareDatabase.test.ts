import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from '../config';
import { openDatabase, type Database } from './openDatabase';
import { prepareDatabase } from './prepareDatabase';
import { freshDatabase } from './testing/testDatabases';

// The workspace root, where the migrations and the demo data live.
const root = path.resolve(__dirname, '../../../..');

describe('prepareDatabase on PostgreSQL', () => {
  it('loads the demo once when three servers start at once on one empty database', async () => {
    const first = await freshDatabase('postgres');
    const { rows } = await first.pool.query<{ name: string }>('SELECT current_database() AS name');
    const url = process.env.HEADGATE_TEST_POSTGRES_URL!.replace(/\/postgres$/, `/${rows[0]!.name}`);
    // The smallest pool an operator may set: the start's lock must not take its one connection.
    const others = await Promise.all(
      [1, 2].map(() => openDatabase({ databaseUrl: url, dataDir: '', pgPoolMax: 1 })),
    );
    const databases: Database[] = [first, ...others];
    const importDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-imports-'));
    try {
      const config = readConfig({ HEADGATE_IMPORT_DIR: importDir, LOG_LEVEL: 'silent' }, root);
      const reports: string[] = [];
      await Promise.all(
        databases.map((database) =>
          prepareDatabase(database, config, (line) => reports.push(line)),
        ),
      );
      expect(reports.filter((line) => line.startsWith('Loading the demo data'))).toHaveLength(1);
      expect(reports.filter((line) => line.startsWith('Demo users created'))).toHaveLength(1);
      const facilities = await first.pool.query('SELECT 1 FROM facilities');
      expect(facilities.rowCount).toBeGreaterThan(0);
    } finally {
      await Promise.all(databases.map((database) => database.close()));
      fs.rmSync(importDir, { recursive: true, force: true });
    }
    // The whole demo into PostgreSQL: 18 s alone, past 120 s at load 15 to 20.
  }, 300_000);
});
