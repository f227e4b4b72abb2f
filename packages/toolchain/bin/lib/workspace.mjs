// Shared by the workspace commands. Dependency-free: it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const PNPM_VERSION = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'),
).packageManager.split('@')[1];

/** Runs a command in the workspace root with inherited output; exits the process if it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.error) fail(`${command} could not be started: ${result.error.message}`);
  if (result.status !== 0)
    fail(`${[command, ...args].join(' ')} failed (exit ${result.status ?? result.signal}).`);
}

export function fail(message) {
  console.error(`\n✖ ${message}`);
  process.exit(1);
}

export function step(message) {
  console.log(`\n▶ ${message}`);
}

let pnpmCommand;

/** The pinned pnpm: the one on PATH if it is that version, else fetched once through npx. */
export function pnpm() {
  if (!pnpmCommand) {
    const local = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
    pnpmCommand =
      local.status === 0 && local.stdout.trim() === PNPM_VERSION
        ? ['pnpm']
        : ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
  }
  return pnpmCommand;
}

export function runPnpm(args, options) {
  const [command, ...prefix] = pnpm();
  run(command, [...prefix, ...args], options);
}

/** Installs dependencies from the lockfile, unless node_modules already matches it. */
export function install() {
  const lockfile = path.join(ROOT, 'pnpm-lock.yaml');
  const installed = path.join(ROOT, 'node_modules', '.pnpm', 'lock.yaml');
  if (
    fs.existsSync(installed) &&
    fs.readFileSync(installed, 'utf8') === fs.readFileSync(lockfile, 'utf8')
  )
    return;
  step(`Installing dependencies with pnpm ${PNPM_VERSION}`);
  runPnpm(['install', '--frozen-lockfile']);
}
