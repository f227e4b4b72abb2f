import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from '../src/config';
import type { Database } from '../src/core/database/openDatabase';
import { prepareDatabase } from '../src/prepareDatabase';
import { migratedDatabase } from '../src/core/database/testing/testDatabases';
import { demoResetRefusal } from './demoResetCommand';

jest.setTimeout(120_000);

const root = path.resolve(__dirname, '../../..');
const importDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-demo-imports-'));
afterAll(() => fs.rmSync(importDir, { recursive: true, force: true }));

/** A first start's preparation with `env`, a day of demo readings; resolves to its report. */
async function prepare(db: Database, env: NodeJS.ProcessEnv): Promise<string[]> {
  const config = {
    ...readConfig({ LOG_LEVEL: 'silent', HEADGATE_IMPORT_DIR: importDir, ...env }, root),
    demoSpan: { days15min: 1, yearsDaily: 0.05 },
  };
  const reports: string[] = [];
  await prepareDatabase(db, config, (line) => reports.push(line));
  return reports;
}

const count = async (db: Database, table: string) =>
  (await db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;

describe('the demo at a first start on PGlite', () => {
  it('loads with `npm start` on a fresh clone (PUBLIC_URL unset), marked so db-reset needs no name', async () => {
    const db = await migratedDatabase('pglite');
    try {
      expect(await prepare(db, {})).toEqual([
        'Loading the demo data into the empty database (first start only)…',
        expect.stringMatching(/^Demo data loaded: \d+ locations/),
        'Demo users created: 5 (see docs/operating/demo-data.md for their emails).',
      ]);
      expect(await demoResetRefusal(db, undefined, 'the test database')).toBeNull();
    } finally {
      await db.close();
    }
  });

  it('stays out of a site users reach (an https PUBLIC_URL): no demo data, no demo accounts', async () => {
    const db = await migratedDatabase('pglite');
    try {
      expect(await prepare(db, { PUBLIC_URL: 'https://water.example.org' })).toEqual([]);
      expect(await count(db, 'locations')).toBe(0);
      expect(await count(db, 'identity_users')).toBe(0);
      expect(await demoResetRefusal(db, undefined, 'the test database')).toMatch(/^Refused/);
    } finally {
      await db.close();
    }
  });

  it.each([
    [
      'a user',
      `INSERT INTO identity_users (user_id, email, name, nickname, password_hash, role_id, landing_page_ndx)
       VALUES ('headgate|own', 'own@district.example', 'Own', 'own', 'scrypt$', 'rol_administrator', 1)`,
    ],
    [
      'an audit entry',
      `INSERT INTO audit_log (actor_subject, actor_name, entity, entity_id, action)
       VALUES ('headgate|gone', 'Gone', 'contact', '1', 'delete')`,
    ],
    [
      'a release',
      `INSERT INTO release_entries (remote, position, version, url, is_default, traffic)
       VALUES ('mfe-admin', 0, '1.0.0', '/mfe-admin/1.0.0/remoteEntry.js', true, 100)`,
    ],
  ])(
    'never loads the demo, nor its accounts, into a database that holds %s, even when asked',
    async (_what, insert) => {
      const db = await migratedDatabase('pglite');
      try {
        await db.pool.query(insert);
        const users = await count(db, 'identity_users');
        expect(await prepare(db, { HEADGATE_DEMO: 'true' })).toEqual([]);
        expect(await count(db, 'locations')).toBe(0);
        expect(await count(db, 'identity_users')).toBe(users);
      } finally {
        await db.close();
      }
    },
  );
});
