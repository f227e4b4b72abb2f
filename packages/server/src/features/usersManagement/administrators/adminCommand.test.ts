import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable, Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { createUserDirectory } from '@headgate/identity';
import { useCommandOutput } from '../../../cli/testing/commandOutput';
import { readConfig } from '../../../config';
import { createServer } from '../../../createServer';
import { inTransaction } from '../../../core/database/inTransaction';
import type { Database } from '../../../core/database/openDatabase';
import { freshDatabase } from '../../../core/database/testing/testDatabases';
import { signInClient } from '../../platform/signIn/testing/signInClient';
import { runAdminCommand } from './adminCommand';
import type { PasswordSource } from './passwordInput';

// The first test runs the command as its own process (tsx compiles it first), slow on a loaded
// two-core machine.
jest.setTimeout(180_000);

const SERVER_DIR = path.resolve(__dirname, '../../../..');
const ORIGIN = 'http://localhost:8080';
const EMAIL = 'river.ops@district.example';
const PASSWORD = 'gauge-height-rising-2026';
const NEW_PASSWORD = 'ditch-rider-at-dawn-7';

/** `pnpm headgate …` in a checkout, its standard input a pipe carrying `stdin`. */
function headgate(args: string[], env: NodeJS.ProcessEnv, stdin: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/headgateCli.ts', ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env },
  });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stdin.end(stdin);
  return new Promise<{ code: number | null; stdout: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout })),
  );
}

/** Standard input as a pipe or a file gives it. */
const piped = (text: string): PasswordSource => ({
  input: Readable.from([text]),
  output: new PassThrough(),
});

/** A terminal that types each answer once a question ends in ": ", and keeps what it shows. */
function terminal(...answers: string[]): PasswordSource & { shown: () => string } {
  const input = Object.assign(new PassThrough(), { isTTY: true });
  let shown = '';
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      shown += chunk.toString();
      if (chunk.toString().endsWith(': ')) setImmediate(() => input.write(`${answers.shift()}\r`));
      done();
    },
  });
  return { input, output, shown: () => shown };
}

describe('headgate admin on PostgreSQL', () => {
  let db: Database;
  let app: FastifyInstance;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-admin-'));
  beforeAll(async () => {
    db = await freshDatabase('postgres');
  });
  const printed = useCommandOutput(() => ({
    DATABASE_URL: db.pool.options.connectionString,
    LOG_LEVEL: 'silent',
  }));
  afterAll(async () => {
    await app?.close();
    await db.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const users = () => createUserDirectory(db.pool, inTransaction);
  const userCount = async () =>
    (await db.pool.query('SELECT count(*)::int AS n FROM identity_users')).rows[0].n;
  const client = () => signInClient(app, { origin: ORIGIN, clientId: 'headgate-shell' });

  it('creates the first Administrator of a new database, who then signs in through the OIDC flow', async () => {
    const run = await headgate(
      ['admin', 'create', '--email', EMAIL, '--name', 'River Ops'],
      { DATABASE_URL: db.pool.options.connectionString, LOG_LEVEL: 'silent' },
      `${PASSWORD}\n`,
    );
    expect(run).toEqual({
      code: 0,
      stdout: `Administrator ${EMAIL} created: sign in with this e-mail and password.\n`,
    });
    const { rows: audit } = await db.pool.query(
      `SELECT actor_subject, actor_name, entity, action,
              coalesce(after->>'auth0_email', after->>'email') AS email
         FROM audit_log ORDER BY audit_ndx`,
    );
    const command = {
      actor_subject: 'headgate-admin-command',
      actor_name: `headgate admin on ${os.hostname()}`,
    };
    expect(audit).toEqual([
      { ...command, entity: 'user', action: 'create', email: EMAIL },
      // Its first password: a sign-in event, from no address (the server's own command line).
      { ...command, entity: 'sign-in', action: 'password-changed', email: EMAIL },
    ]);
    app = await createServer(readConfig({ LOG_LEVEL: 'silent', HEADGATE_JOBS: 'off' }, root), db);
    const tokens = await client().signIn(EMAIL, PASSWORD);
    expect(decodeJwt(tokens.id_token)).toMatchObject({
      email: EMAIL,
      name: 'River Ops',
      nickname: 'river.ops',
      'https://headgate.dev/roles': ['Administrator'],
    });
  });

  it('refuses an e-mail a user has, saying to reset its password instead; nothing changes', async () => {
    expect(
      await runAdminCommand(
        ['create', '--email', 'River.Ops@District.example'],
        piped(`${NEW_PASSWORD}\n`),
      ),
    ).toBe(1);
    expect(printed.errors).toEqual([
      `Refused: a user with the e-mail ${EMAIL} exists; to give it a new password: headgate admin reset-password --email ${EMAIL}`,
    ]);
    expect(await userCount()).toBe(1);
    expect(await users().verifyCredentials(EMAIL, PASSWORD)).toBeDefined();
  });

  it.each([
    ['headgate-demo', 'is a demo password, which is published'],
    ['river-1', 'is shorter than 12 characters'],
    ['my-name-is-second-admin', `contains the e-mail's name "second"`],
  ])('refuses the weak password %j, saying why; nothing changes', async (password, weakness) => {
    const args = ['create', '--email', 'second@district.example'];
    expect(await runAdminCommand(args, piped(`${password}\n`))).toBe(1);
    expect(printed.errors).toEqual([`Refused: the password ${weakness}. Nothing was changed.`]);
    expect(await userCount()).toBe(1);
  });

  it('refuses when standard input ends before a password line', async () => {
    expect(await runAdminCommand(['create', '--email', 'second@district.example'], piped(''))).toBe(
      1,
    );
    expect(printed.errors).toEqual([expect.stringMatching(/^Refused: standard input ended/)]);
  });

  it('asks twice on a terminal, echoing nothing typed, and refuses two different passwords', async () => {
    const asked = terminal(NEW_PASSWORD, `${NEW_PASSWORD}x`);
    expect(await runAdminCommand(['reset-password', '--email', EMAIL], asked)).toBe(1);
    expect(printed.errors).toEqual(['Refused: the two passwords differ. Nothing was changed.']);
    expect(asked.shown()).toBe('New password: \nThe same password again: \n');
    expect(await users().verifyCredentials(EMAIL, PASSWORD)).toBeDefined();
  });

  it('resets a password asked on a terminal: it signs in, the old one and its sessions no longer do', async () => {
    const session = client();
    const tokens = await session.signIn(EMAIL, PASSWORD);
    const asked = terminal(NEW_PASSWORD, NEW_PASSWORD);
    expect(await runAdminCommand(['reset-password', '--email', EMAIL], asked)).toBe(0);
    expect(printed.output).toEqual([
      `New password set for ${EMAIL} (Administrator); their sessions and refresh tokens were ended.\n`,
    ]);
    const { rows: changes } = await db.pool.query(
      `SELECT actor_subject, after->>'address' AS address FROM audit_log
        WHERE entity = 'sign-in' AND action = 'password-changed' AND entity_id = $1`,
      [EMAIL],
    );
    expect(changes).toEqual([
      { actor_subject: 'headgate-admin-command', address: null },
      { actor_subject: 'headgate-admin-command', address: null },
    ]);
    expect(asked.shown()).not.toContain(NEW_PASSWORD);
    const refreshed = await session.refresh(tokens.refresh_token!);
    expect(refreshed.json()).toMatchObject({ error: 'invalid_grant' });
    expect(await session.start()).not.toBeInstanceOf(URL);
    expect(await users().verifyCredentials(EMAIL, PASSWORD)).toBeUndefined();
    expect(decodeJwt((await client().signIn(EMAIL, NEW_PASSWORD)).id_token).email).toBe(EMAIL);
  });

  it('refuses to reset the password of an e-mail no user has', async () => {
    const args = ['reset-password', '--email', 'nobody@district.example'];
    expect(await runAdminCommand(args, piped(`${NEW_PASSWORD}\n`))).toBe(1);
    expect(printed.errors).toEqual([
      'Refused: no user has the e-mail nobody@district.example; to make one: headgate admin create --email nobody@district.example',
    ]);
  });

  it.each([
    [['create'], '--email is missing.'],
    [['delete', '--email', EMAIL], '"delete" is not create or reset-password.'],
    [['create', '--email', 'river-ops'], '"river-ops" is not an e-mail.'],
    [['reset-password', '--email', EMAIL, '--name', 'X'], '--name is for create only.'],
  ])('refuses the arguments %j with the usage', async (args, wrong) => {
    expect(await runAdminCommand(args, piped(`${NEW_PASSWORD}\n`))).toBe(2);
    expect(printed.errors).toEqual([
      expect.stringContaining(`${wrong} Usage: headgate admin create --email E`),
    ]);
  });
});
