import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useCommandOutput } from '../src/cli/testing/commandOutput';
import type { Database } from '../src/core/database/openDatabase';
import { migratedDatabase } from '../src/core/database/testing/testDatabases';
import { runDemoResetCommand } from './demoResetCommand';

jest.setTimeout(120_000);

/** A day of readings: the test is about the guard, not the data. */
const SPAN = { days15min: 1, yearsDaily: 0.05 };

describe('headgate db-reset on PostgreSQL', () => {
  let db: Database;
  let name: string;
  const importDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-demo-imports-'));
  beforeAll(async () => {
    db = await migratedDatabase('postgres');
    name = (await db.pool.query('SELECT current_database() AS name')).rows[0].name;
    // A district's own row, which only a confirmed reset may remove.
    await db.pool.query(
      "INSERT INTO contacts (contact_address, contact_name, contact_org) VALUES ('ops@district.example', 'Ops', 'District')",
    );
  });
  const { errors } = useCommandOutput(() => ({
    DATABASE_URL: db.pool.options.connectionString,
    HEADGATE_IMPORT_DIR: importDir,
    LOG_LEVEL: 'silent',
  }));
  afterAll(async () => {
    await db.close();
    fs.rmSync(importDir, { recursive: true, force: true });
  });

  const contacts = async () =>
    (await db.pool.query('SELECT contact_name FROM contacts ORDER BY 1')).rows.map(
      (row) => row.contact_name,
    );

  it('refuses a database the demo did not load, naming it and how to confirm; nothing changes', async () => {
    expect(await runDemoResetCommand([], SPAN)).toBe(1);
    expect(errors).toEqual([
      `Refused: the database "${name}" (PostgreSQL at ${new URL(db.pool.options.connectionString!).host}/${name}) was not loaded by the demo, so a reset would destroy its data. Nothing was changed. To empty it and load the demo anyway: headgate db-reset --yes-destroy ${name}`,
    ]);
    expect(await contacts()).toEqual(['Ops']);
  });

  it('refuses --yes-destroy naming another database; nothing changes', async () => {
    expect(await runDemoResetCommand(['--yes-destroy', 'headgate'], SPAN)).toBe(1);
    expect(errors).toEqual([expect.stringContaining('--yes-destroy names "headgate", but')]);
    expect(errors[0]).toContain(`is "${name}". Nothing was changed.`);
    expect(await contacts()).toEqual(['Ops']);
  });

  it('empties the database named and loads the demo, marked so the next reset needs no name', async () => {
    expect(await runDemoResetCommand(['--yes-destroy', name], SPAN)).toBe(0);
    expect(await contacts()).toEqual(['Dana Rider', 'On-call phone', 'Sam Engineer']);
    const locations = await db.pool.query('SELECT count(*)::int AS n FROM locations');
    expect(locations.rows[0].n).toBeGreaterThan(0);
    expect(await runDemoResetCommand([], SPAN)).toBe(0);
    expect(errors).toEqual([]);
  });
});
