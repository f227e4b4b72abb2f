import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from '../../config';
import { openPreparedDatabase } from '../lifecycle/preparedDatabase';
import { migrate } from './migrate';
import type { Database } from './openDatabase';
import { DRIVERS, freshDatabase, MIGRATIONS, migratedDatabase } from './testing/testDatabases';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-checksums-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** A folder of migrations named `<prefix>_<n>.sql`, with the given texts. */
function migrationsFolder(prefix: string, texts: string[]): string {
  const dir = fs.mkdtempSync(path.join(work, `${prefix}-`));
  texts.forEach((text, index) =>
    fs.writeFileSync(path.join(dir, `${prefix}_${index + 1}.sql`), text),
  );
  return dir;
}

async function recorded(db: Database, prefix: string): Promise<Record<string, string | null>> {
  const { rows } = await db.pool.query<{ version: string; checksum: string | null }>(
    'SELECT version, checksum FROM schema_migrations WHERE version LIKE $1 ORDER BY version',
    [`${prefix}_%`],
  );
  return Object.fromEntries(rows.map((row) => [row.version, row.checksum]));
}

describe.each(DRIVERS)('migration checksums on %s', (driver) => {
  let db: Database;
  beforeAll(async () => {
    db = await freshDatabase(driver);
  });
  afterAll(() => db.close());

  it("records each applied migration's sha256", async () => {
    const texts = ['CREATE TABLE sums_a (id int);\n', 'CREATE TABLE sums_b (id int);\n'];
    await migrate(db.pool, migrationsFolder('0001_sums', texts));
    expect(await recorded(db, '0001_sums')).toEqual({
      '0001_sums_1': sha256(texts[0]!),
      '0001_sums_2': sha256(texts[1]!),
    });
  });

  it('refuses a migration changed after it was applied, naming it, and applies nothing', async () => {
    const dir = migrationsFolder('0002_changed', [
      'CREATE TABLE changed_a (id int);\n',
      'CREATE TABLE changed_b (id int);\n',
    ]);
    await migrate(db.pool, dir);
    fs.appendFileSync(path.join(dir, '0002_changed_1.sql'), '-- a comment is a change too\n');
    fs.writeFileSync(path.join(dir, '0002_changed_3.sql'), 'CREATE TABLE changed_c (id int);\n');
    await expect(migrate(db.pool, dir)).rejects.toThrow(
      'Migration 0002_changed_1.sql was changed after it was applied to this database: put the file back as it was released and make the change in a new migration.',
    );
    expect(Object.keys(await recorded(db, '0002_changed'))).toEqual([
      '0002_changed_1',
      '0002_changed_2',
    ]);
    const { rows } = await db.pool.query("SELECT to_regclass('changed_c') AS c");
    expect(rows[0].c).toBeNull();
  });

  it('takes a file whose line endings alone changed (CRLF) as the same migration', async () => {
    const dir = migrationsFolder('0003_endings', ['CREATE TABLE endings (\n  id int\n);\n']);
    await migrate(db.pool, dir);
    fs.writeFileSync(
      path.join(dir, '0003_endings_1.sql'),
      'CREATE TABLE endings (\r\n  id int\r\n);\r\n',
    );
    await expect(migrate(db.pool, dir)).resolves.toEqual([]);
  });

  it('fills in the checksums of migrations applied before they were recorded', async () => {
    const texts = ['CREATE TABLE earlier (id int);\n'];
    const dir = migrationsFolder('0004_earlier', texts);
    await migrate(db.pool, dir);
    // As a release before checksums left the table.
    await db.pool.query('ALTER TABLE schema_migrations DROP COLUMN checksum');
    await expect(migrate(db.pool, dir)).resolves.toEqual([]);
    expect(await recorded(db, '0004_earlier')).toEqual({ '0004_earlier_1': sha256(texts[0]!) });
  });
});

describe('a changed migration at the start, on PostgreSQL', () => {
  it('refuses the start, naming the migration', async () => {
    const db = await migratedDatabase('postgres');
    const root = fs.mkdtempSync(path.join(work, 'root-'));
    try {
      const { rows } = await db.pool.query<{ name: string }>('SELECT current_database() AS name');
      const url = process.env.HEADGATE_TEST_POSTGRES_URL!.replace(
        /\/postgres$/,
        `/${rows[0]!.name}`,
      );
      // This release's migrations under a root of its own, one of them edited since it was applied.
      const migrations = path.join(
        root,
        'packages',
        'server',
        'src',
        'core',
        'database',
        'migrations',
      );
      fs.cpSync(MIGRATIONS, migrations, { recursive: true });
      fs.appendFileSync(path.join(migrations, '0003_location_search.sql'), '-- edited\n');
      const config = readConfig(
        { DATABASE_URL: url, HEADGATE_DEMO: 'false', LOG_LEVEL: 'silent' },
        root,
      );
      await expect(
        openPreparedDatabase(config, () => undefined, new AbortController().signal),
      ).rejects.toThrow('Migration 0003_location_search.sql was changed after it was applied');
    } finally {
      await db.close();
    }
  });
});
