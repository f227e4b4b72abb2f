// Builds the shell and the remotes whose sources changed since their last build.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, runPnpm, step } from './workspace.mjs';

export const APPS = [
  'shell',
  'mfe-map',
  'mfe-facility',
  'mfe-admin',
  'mfe-data-access',
  'mfe-mobile',
];
// Workspace packages whose change makes every app's build stale (federation-build: the config).
const CLIENT_PACKAGES = [
  'platform',
  'site-map',
  'design-system',
  'auth',
  'api-client',
  'contracts',
  'federation-build',
].map((name) => path.join('packages', name));
const SKIPPED = new Set(['node_modules', 'dist', '.turbo', 'coverage']);
const STAMP = '.build-stamp.json';

function listFiles(dir) {
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (
      SKIPPED.has(entry.name) ||
      entry.name.endsWith('.test.ts') ||
      entry.name.endsWith('.test.tsx') ||
      // A folder's README is not in its bundle.
      entry.name.endsWith('.md')
    )
      continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...listFiles(full));
    else files.push(full);
  }
  return files.sort();
}

/** A hash of everything that goes into an app's bundle. */
function inputHash(app) {
  const hash = crypto.createHash('sha256');
  for (const dir of [app, ...CLIENT_PACKAGES]) {
    for (const file of listFiles(path.join(ROOT, dir))) {
      hash.update(path.relative(ROOT, file));
      hash.update(fs.readFileSync(file));
    }
  }
  hash.update(fs.readFileSync(path.join(ROOT, 'pnpm-lock.yaml')));
  return hash.digest('hex');
}

function outputDir(app) {
  const { version } = JSON.parse(fs.readFileSync(path.join(ROOT, app, 'package.json'), 'utf8'));
  return app === 'shell' ? path.join(ROOT, app, 'dist') : path.join(ROOT, app, 'dist', version);
}

function isFresh(app, hash) {
  const stampFile = path.join(ROOT, app, 'dist', STAMP);
  const entry = app === 'shell' ? 'index.html' : 'mf-manifest.json';
  if (!fs.existsSync(stampFile) || !fs.existsSync(path.join(outputDir(app), entry))) return false;
  const stamp = JSON.parse(fs.readFileSync(stampFile, 'utf8'));
  return stamp.hash === hash && stamp.output === outputDir(app);
}

/** Builds every stale app, two at a time, and stamps what it built. */
export function buildStale({ force = false } = {}) {
  const hashes = Object.fromEntries(APPS.map((app) => [app, inputHash(app)]));
  const stale = APPS.filter((app) => force || !isFresh(app, hashes[app]));
  if (stale.length === 0) {
    console.log('All apps are up to date.');
    return;
  }
  step(`Building ${stale.join(', ')}`);
  runPnpm([
    '-r',
    '--workspace-concurrency=2',
    ...stale.flatMap((app) => ['--filter', `./${app}`]),
    'run',
    'build',
  ]);
  for (const app of stale) {
    // The shell's build empties dist/, so the stamp is written after every build.
    fs.writeFileSync(
      path.join(ROOT, app, 'dist', STAMP),
      JSON.stringify({ hash: hashes[app], output: outputDir(app) }),
    );
  }
}
