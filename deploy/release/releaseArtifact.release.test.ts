import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startThrowawayPostgres, type ThrowawayPostgres } from '@headgate/server/testing';
import { browserSignIn } from '../cluster/browserSignIn';
import { READY_PATH, waitUntilOk } from '../cluster/readiness';

// The release as an operator gets it: `pnpm package`'s tarball (made before this test runs, see
// "What `npm test` runs" in CONTRIBUTING.md), unpacked outside the workspace and started with
// nothing but Node 24 on PATH, on a real PostgreSQL 15.
const ROOT = path.resolve(import.meta.dirname, '../..');
const VERSION = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version;
const TARBALL = path.join(ROOT, 'dist', `headgate-${VERSION}.tar.gz`);
const ADMIN = { email: 'operator@district.example', password: 'correct horse battery staple' };

let postgres: ThrowawayPostgres;
let folder: string;
let release: string;
let server: ChildProcess | undefined;
let baseUrl: string;
let env: NodeJS.ProcessEnv;

/** Runs `bin/headgate` with the release's environment, `input` on standard input. */
function headgate(args: string[], input = '') {
  return spawnSync(path.join(release, 'bin', 'headgate'), args, {
    cwd: release,
    env,
    input,
    encoding: 'utf8',
  });
}

beforeAll(async () => {
  if (!fs.existsSync(TARBALL))
    throw new Error(`${TARBALL} is missing: run \`pnpm package\` first.`);
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-release-'));
  const unpacked = spawnSync('tar', ['-xzf', TARBALL, '-C', folder], { encoding: 'utf8' });
  if (unpacked.status !== 0) throw new Error(`tar failed: ${unpacked.stderr}`);
  release = path.join(folder, `headgate-${VERSION}`);
  postgres = await startThrowawayPostgres();
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  env = {
    // Node 24 alone: this test's own Node, and the system's shell tools for bin/headgate.
    PATH: [path.dirname(process.execPath), '/usr/bin', '/bin'].join(path.delimiter),
    DATABASE_URL: postgres.url,
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    HEADGATE_DEMO: 'false',
    HEADGATE_JOBS: 'off',
  };
}, 120_000);

afterAll(async () => {
  if (server?.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  postgres?.stop();
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
});

test('the release holds compiled JavaScript and production dependencies only', () => {
  expect(process.versions.node.split('.')[0]).toBe('24');
  const modules = path.join(release, 'packages', 'server', 'node_modules');
  expect(fs.existsSync(path.join(release, 'packages', 'server', 'dist', 'headgate.js'))).toBe(true);
  for (const devOnly of ['tsx', 'typescript', 'jest', 'webpack', 'esbuild'])
    expect(fs.existsSync(path.join(modules, devOnly))).toBe(false);
  expect(fs.readdirSync(path.join(release, 'packages', 'server', 'src'))).toEqual(['core']);
});

test('an administrator created with bin/headgate signs in to the served release', async () => {
  const created = headgate(
    ['admin', 'create', '--email', ADMIN.email, '--name', 'Operator'],
    `${ADMIN.password}\n`,
  );
  expect({ status: created.status, stderr: created.stderr }).toEqual({ status: 0, stderr: '' });

  server = spawn(path.join(release, 'bin', 'headgate'), ['serve'], {
    cwd: release,
    env,
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  let errors = '';
  server.stderr?.setEncoding('utf8').on('data', (text: string) => {
    errors += text;
  });
  await waitUntilOk(`${baseUrl}${READY_PATH}`, {
    timeoutMs: 60_000,
    gone: () =>
      server?.exitCode === null ? undefined : `bin/headgate serve exited (${server?.exitCode}).`,
  });
  // As a browser asks for the page (the built shell's document, from the release's shell/dist).
  const shell = await fetch(`${baseUrl}/`, { headers: { accept: 'text/html' } });
  expect(shell.status).toBe(200);
  expect(await shell.text()).toContain('<title>');

  const tokens = await browserSignIn(baseUrl).signIn(ADMIN.email, ADMIN.password);
  // An Administrator's call: the token carries the role the command gave.
  const runs = await fetch(`${baseUrl}/api/import-runs?import_ndx=1`, {
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
  expect(runs.status).toBe(200);
  // On Node 24 LTS, a supported runtime, the sign-in provider starts without a warning.
  expect(errors).not.toMatch(/unsupported runtime/i);
}, 120_000);

test('the systemd unit shipped with the release is valid for it', () => {
  const units = fs.mkdtempSync(path.join(folder, 'units-'));
  const unit = fs
    .readFileSync(path.join(release, 'deploy', 'systemd', 'headgate@.service'), 'utf8')
    .replaceAll('/opt/headgate/current', release);
  fs.writeFileSync(path.join(units, 'headgate@.service'), unit);
  const verified = spawnSync('systemd-analyze', ['verify', path.join(units, 'headgate@.service')], {
    encoding: 'utf8',
  });
  expect(verified.error).toBeUndefined();
  expect(verified.stderr).toBe('');
  expect(unit).toMatch(/^ExecStart=.*\/bin\/headgate serve$/m);
  expect(unit).toMatch(/^ReadWritePaths=-/m);
});
