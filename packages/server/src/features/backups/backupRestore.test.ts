import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodeProtectedHeader } from 'jose';
import { create, extract } from 'tar';
import { recordAudit } from '../../core/audit/recordAudit';
import { readConfig } from '../../config';
import { createServer } from '../../createServer';
import { inTransaction } from '../../core/database/inTransaction';
import type { Database } from '../../core/database/openDatabase';
import { freshDatabase, migratedDatabase } from '../../core/database/testing/testDatabases';
import { ensureDemoUsers } from '../../../demo/demoAccounts';
import { seedDemoData } from '../../../demo/seedDemoData';
import { signInClient } from '../platform/signIn/testing/signInClient';
import { DUMP_ENTRY, MANIFEST_ENTRY } from './backupArchive';
import { runBackupCommand } from './backupCommand';
import type { BackupManifest } from './backupManifest';
import { tableRowCounts } from './databaseContents';
import { runRestoreCommand } from './restoreCommand';

jest.setTimeout(120_000);

const PASSWORD = 'restore-drill-password';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-backups-'));
const importDir = path.join(work, 'imports');

/** The connection string of a test database on the run's PostgreSQL. */
async function urlOf(db: Database): Promise<string> {
  const { rows } = await db.pool.query<{ name: string }>('SELECT current_database() AS name');
  return process.env.HEADGATE_TEST_POSTGRES_URL!.replace(/\/postgres$/, `/${rows[0]!.name}`);
}

/**
 * Runs a command as `bin/headgate` would, with `env` set on top of the process's environment
 * (undefined: unset), and answers its exit code and what it printed.
 */
async function run(
  command: (args: string[]) => Promise<number>,
  args: string[],
  env: Record<string, string | undefined>,
): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const stdout = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    out.push(String(chunk));
    return true;
  });
  const stderr = jest.spyOn(console, 'error').mockImplementation((line) => {
    err.push(String(line));
  });
  const saved = { ...process.env };
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  try {
    return { code: await command(args), out: out.join(''), err: err.join('\n') };
  } finally {
    process.env = saved;
    stdout.mockRestore();
    stderr.mockRestore();
  }
}

async function rowCounts(db: Database): Promise<Record<string, number>> {
  const client = await db.pool.connect();
  try {
    return await tableRowCounts(client);
  } finally {
    client.release();
  }
}

/** What a restore must give back beyond the counts: a reading, the audit trail, the signing key. */
async function samples(db: Database) {
  const query = async (sql: string) => (await db.pool.query(sql)).rows;
  return {
    reading: await query(
      `SELECT collect_timestamp, location_ndx, parameter_ndx, result_value FROM timeseries_15min
        ORDER BY collect_timestamp DESC, location_ndx, parameter_ndx LIMIT 1`,
    ),
    audit: await query('SELECT * FROM audit_log ORDER BY audit_ndx'),
    signingKey: (await query("SELECT value FROM identity_secrets WHERE name = 'signing-keys'"))[0]
      .value[0].kid as string,
  };
}

describe('backup and restore on PostgreSQL', () => {
  let source: Database;
  let sourceEnv: Record<string, string>;
  const databases: Database[] = [];
  const backupFile = path.join(work, 'headgate.backup');

  beforeAll(async () => {
    source = await migratedDatabase('postgres');
    databases.push(source);
    await seedDemoData(source, {
      dataDir: path.join(__dirname, '../../../demo-data'),
      now: new Date('2026-07-15T18:00:00Z'),
      days15min: 1,
      yearsDaily: 0.05,
      importDir,
    });
    await ensureDemoUsers(source, PASSWORD);
    await inTransaction(source.pool, (client) =>
      recordAudit(
        client,
        { subject: 'headgate|demo-admin', name: 'Alex Admin' },
        'location',
        2,
        { location_name: 'Kersey' },
        { location_name: 'South Platte at Kersey' },
      ),
    );
    sourceEnv = {
      DATABASE_URL: await urlOf(source),
      HEADGATE_IMPORT_DIR: importDir,
      HEADGATE_DEMO: 'false',
    };
  });
  afterAll(async () => {
    await Promise.all(databases.map((db) => db.close()));
    fs.rmSync(work, { recursive: true, force: true });
  });

  async function emptyDatabase(): Promise<{ db: Database; url: string }> {
    const db = await freshDatabase('postgres');
    databases.push(db);
    return { db, url: await urlOf(db) };
  }

  it('restores a populated database into a fresh one that answers the same, a sign-in included', async () => {
    const backup = await run(runBackupCommand, [backupFile], sourceEnv);
    expect(backup).toMatchObject({ code: 0, err: '' });
    expect(backup.out).toContain(`Backup written to ${backupFile}`);
    expect(backup.out).toContain('signing keys');
    // One file, readable by its owner only; nothing left beside it.
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(work).sort()).toEqual(['headgate.backup', 'imports']);

    const target = await emptyDatabase();
    // A host whose import share is still empty: the restore names the files to bring back.
    const emptyShare = fs.mkdtempSync(path.join(work, 'share-'));
    const restore = await run(runRestoreCommand, [backupFile], {
      ...sourceEnv,
      DATABASE_URL: target.url,
      HEADGATE_IMPORT_DIR: emptyShare,
    });
    expect(restore).toMatchObject({ code: 0, err: '' });
    expect(restore.out).toMatch(/as in the backup \(all \d+ tables match\)/);
    expect(restore.out).toMatch(/lacks 2 of the 2 files the backup lists/);
    expect(restore.out).toContain('demo/');
    expect(restore.out).toContain('signing and cookie keys');

    const counts = await rowCounts(source);
    expect(counts).toMatchObject({ identity_users: 5, audit_log: 1 });
    expect(counts.timeseries_15min).toBeGreaterThan(0);
    expect(await rowCounts(target.db)).toEqual(counts);
    const before = await samples(source);
    expect(before.reading).toHaveLength(1);
    expect(await samples(target.db)).toEqual(before);

    // A server started on the restored database signs a user in with the password and key of the
    // backup, and the API takes the token.
    const root = fs.mkdtempSync(path.join(work, 'root-'));
    const app = await createServer(
      readConfig({ LOG_LEVEL: 'silent', HEADGATE_JOBS: 'off', HEADGATE_DEMO: 'false' }, root),
      target.db,
    );
    try {
      const tokens = await signInClient(app, {
        origin: 'http://localhost:8080',
        clientId: 'headgate-shell',
      }).signIn('admin@headgate.test', PASSWORD);
      expect(decodeProtectedHeader(tokens.access_token).kid).toBe(before.signingKey);
      const users = await app.inject({
        url: '/api/users-management/users',
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect(users.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('refuses to restore into a database that is not empty, and changes nothing', async () => {
    // A database a server has prepared: schema_migrations is there, even with no data.
    const prepared = await migratedDatabase('postgres');
    databases.push(prepared);
    const refused = await run(runRestoreCommand, [backupFile], {
      ...sourceEnv,
      DATABASE_URL: await urlOf(prepared),
    });
    expect(refused).toMatchObject({ code: 1, out: '' });
    expect(refused.err).toMatch(
      /^headgate restore: The database test_\w+ is not empty \(a server has prepared it: schema_migrations is there\)/,
    );
    expect(refused.err).toContain('Nothing was restored.');
    expect((await rowCounts(prepared)).locations).toBe(0);

    // Any table holding rows.
    const other = await emptyDatabase();
    await other.db.pool.query("CREATE TABLE notes (text text); INSERT INTO notes VALUES ('keep')");
    const refusedToo = await run(runRestoreCommand, [backupFile], {
      ...sourceEnv,
      DATABASE_URL: other.url,
    });
    expect(refusedToo.code).toBe(1);
    expect(refusedToo.err).toContain('(table notes holds rows)');
    expect(await rowCounts(other.db)).toEqual({ notes: 1 });
  });

  /** The backup with its manifest changed by `change`, as a new file named `name`. */
  async function withManifest(name: string, change: (manifest: BackupManifest) => void) {
    const unpacked = fs.mkdtempSync(path.join(work, 'unpacked-'));
    await extract({ file: backupFile, cwd: unpacked });
    const manifestFile = path.join(unpacked, MANIFEST_ENTRY);
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BackupManifest;
    change(manifest);
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    const file = path.join(work, name);
    await create({ file, cwd: unpacked }, [MANIFEST_ENTRY, DUMP_ENTRY]);
    return file;
  }

  it('refuses a backup of a newer schema than this release', async () => {
    const newer = await withManifest('newer.backup', (manifest) => {
      manifest.lastMigration = '9999_from_the_future';
    });
    const target = await emptyDatabase();
    const refused = await run(runRestoreCommand, [newer], {
      ...sourceEnv,
      DATABASE_URL: target.url,
    });
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(
      "The backup's schema is newer than this release: its last migration 9999_from_the_future is not among this release's",
    );
    expect(await rowCounts(target.db)).toEqual({});
  });

  it('reports a table whose rows differ from the manifest, and exits 1', async () => {
    const miscounted = await withManifest('miscounted.backup', (manifest) => {
      manifest.rowCounts.locations! += 1;
    });
    const target = await emptyDatabase();
    const restore = await run(runRestoreCommand, [miscounted], {
      ...sourceEnv,
      DATABASE_URL: target.url,
    });
    expect(restore.code).toBe(1);
    const locations = (await rowCounts(source)).locations!;
    expect(restore.out).toContain('Rows per table: 1 of ');
    expect(restore.out).toMatch(
      new RegExp(
        `\\n {2}locations +${locations}, the backup had ${locations + 1} {2}<- differs\\n`,
      ),
    );
  });

  it('restores nothing from a damaged backup', async () => {
    const damaged = path.join(work, 'damaged.backup');
    const whole = fs.readFileSync(backupFile);
    fs.writeFileSync(damaged, whole.subarray(0, Math.floor(whole.length * 0.6)));

    const target = await emptyDatabase();
    const refused = await run(runRestoreCommand, [damaged], {
      ...sourceEnv,
      DATABASE_URL: target.url,
    });
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/damaged.*Nothing was restored\.$/);
    // pg_restore's one transaction: the tables it had made before the end are gone again.
    expect(await rowCounts(target.db)).toEqual({});
  });

  it('refuses an existing file unless --force, and then replaces it', async () => {
    const file = path.join(work, 'existing.backup');
    fs.writeFileSync(file, 'an older backup');
    const refused = await run(runBackupCommand, [file], sourceEnv);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(`${file} exists already: name another file, or add --force`);
    expect(fs.readFileSync(file, 'utf8')).toBe('an older backup');

    const forced = await run(runBackupCommand, [file, '--force'], sourceEnv);
    expect(forced.code).toBe(0);
    expect(fs.statSync(file).size).toBeGreaterThan(1000);
  });

  it('refuses a pg_dump older than the server, writing nothing', async () => {
    const bin = fs.mkdtempSync(path.join(work, 'bin-'));
    fs.writeFileSync(path.join(bin, 'pg_dump'), '#!/bin/sh\necho "pg_dump (PostgreSQL) 9.6.24"\n', {
      mode: 0o755,
    });
    const file = path.join(work, 'old-tools.backup');
    const refused = await run(runBackupCommand, [file], { ...sourceEnv, POSTGRES_BIN: bin });
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(
      /pg_dump 9 \(.*\) is older than the database server, PostgreSQL 15\.\d+.*set POSTGRES_BIN/,
    );
    expect(fs.existsSync(file)).toBe(false);
  });

  it('refuses the embedded database, saying to copy its folder instead', async () => {
    const env = { DATABASE_URL: undefined, HEADGATE_DATA_DIR: path.join(work, 'pglite') };
    const backup = await run(runBackupCommand, [path.join(work, 'embedded.backup')], env);
    expect(backup.code).toBe(1);
    expect(backup.err).toContain('stop the server and copy its folder HEADGATE_DATA_DIR');
    const restore = await run(runRestoreCommand, [backupFile], env);
    expect(restore.code).toBe(1);
    expect(restore.err).toContain('HEADGATE_DATA_DIR');
  });

  it('says how it is used when the arguments are wrong', async () => {
    expect(await run(runBackupCommand, ['--frobnicate', 'x.backup'], sourceEnv)).toEqual({
      code: 2,
      out: '',
      err: "headgate backup: Unknown option '--frobnicate'. Usage: headgate backup FILE [--force]",
    });
    expect(await run(runRestoreCommand, [], sourceEnv)).toEqual({
      code: 2,
      out: '',
      err: 'headgate restore: Name one backup file. Usage: headgate restore FILE',
    });
  });
});
