import { spawn } from 'node:child_process';
import path from 'node:path';
import { createUserDirectory, DEFAULT_DEMO_PASSWORD } from '@headgate/identity';
import { readConfig, type ServerConfig } from '../../../config';
import { inTransaction } from '../../../core/database/inTransaction';
import type { Database } from '../../../core/database/openDatabase';
import { prepareDatabase } from '../../../prepareDatabase';
import { migratedDatabase } from '../../../core/database/testing/testDatabases';
import { freePort } from '../../../core/database/testing/throwawayPostgres';

// The first test starts a real server process (tsx compiles it first), slow on a loaded
// two-core machine.
jest.setTimeout(180_000);

const SERVER_DIR = path.resolve(__dirname, '../../../..');
const ROOT = path.resolve(SERVER_DIR, '../..');
const TRIAL_PASSWORD = 'our-trial-password';
const ACCOUNT = {
  alex: 'alex@district.example',
  drew: 'drew@district.example',
  sam: 'sam@district.example',
};

/**
 * `headgate serve` as an operator starts it; resolves to its exit code and standard error, or to
 * `running` (the server stopped at once) when it starts.
 */
async function serve(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/headgateCli.ts', 'serve'], {
    cwd: SERVER_DIR,
    env: { ...process.env, PORT: String(await freePort()), LOG_LEVEL: 'warn', ...env },
  });
  let stderr = '';
  let running = false;
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.on('data', (chunk: Buffer) => {
    if (!chunk.toString().includes('Headgate is running')) return;
    running = true;
    child.kill('SIGTERM');
  });
  return new Promise<{ code: number | 'running' | null; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code: running ? 'running' : code, stderr })),
  );
}

describe('a start on an https PUBLIC_URL, on PostgreSQL', () => {
  let db: Database;
  let config: ServerConfig;
  const users = () => createUserDirectory(db.pool, inTransaction);
  const account = (email: string, password: string) =>
    users().create({
      email,
      name: email.split('@')[0]!,
      nickname: email.split('@')[0]!,
      roleId: 'rol_administrator',
      landingPageNdx: 1,
      facilities: [],
      password,
    });
  const environment = () => ({
    DATABASE_URL: db.pool.options.connectionString,
    PUBLIC_URL: 'https://water.example.org',
    DEMO_PASSWORD: TRIAL_PASSWORD,
    HEADGATE_JOBS: 'off',
  });
  beforeAll(async () => {
    db = await migratedDatabase('postgres');
    config = readConfig({ ...environment(), LOG_LEVEL: 'silent' }, ROOT);
    await account(ACCOUNT.alex, DEFAULT_DEMO_PASSWORD);
    await account(ACCOUNT.drew, TRIAL_PASSWORD);
    await account(ACCOUNT.sam, 'a-password-of-its-own');
  });
  afterAll(() => db.close());

  it('refuses while accounts have a demo password: one line naming them and the command, exit 1', async () => {
    const { code, stderr } = await serve(environment());
    expect(code).toBe(1);
    const refusal = stderr.split('\n').filter((line) => line.startsWith('Headgate could not'));
    expect(refusal).toEqual([
      `Headgate could not start: 2 accounts still have a demo password (${ACCOUNT.alex}, ${ACCOUNT.drew}), ` +
        'which a server on https (https://water.example.org) does not start with: give each its own ' +
        'password with `headgate admin reset-password --email <e-mail>`, then start again.',
    ]);
  });

  it('starts once each has a password of its own; then checks only the accounts changed since', async () => {
    for (const email of [ACCOUNT.alex, ACCOUNT.drew]) {
      await users().setPassword((await users().findByEmail(email))!.id, `${email}-own-password`);
    }
    await expect(prepareDatabase(db, config, () => undefined)).resolves.toBeUndefined();

    await account('new@district.example', DEFAULT_DEMO_PASSWORD);
    await expect(prepareDatabase(db, config, () => undefined)).rejects.toThrow(
      'an account still has a demo password (new@district.example)',
    );
    await db.pool.query("DELETE FROM identity_users WHERE email = 'new@district.example'");
    // A hash written behind the commands' back, dated before the last check, is not read again.
    await db.pool.query(
      `UPDATE identity_users SET password_hash = (SELECT password_hash FROM identity_users
                                                   WHERE email = $1),
                                 updated_at = now() - interval '1 day'
        WHERE email = $2`,
      [ACCOUNT.drew, ACCOUNT.sam],
    );
    await expect(prepareDatabase(db, config, () => undefined)).resolves.toBeUndefined();
  });

  it('checks nothing for a plain-http site', async () => {
    await account('plain@district.example', DEFAULT_DEMO_PASSWORD);
    const plain = readConfig({ ...environment(), PUBLIC_URL: 'http://water.example.org' }, ROOT);
    await expect(prepareDatabase(db, plain, () => undefined)).resolves.toBeUndefined();
  });
});
