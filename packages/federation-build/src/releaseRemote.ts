import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { RequiredShared } from '@headgate/platform/sharedVersions';
import { OFFERED_VERSIONS_FILE } from './offeredVersionsAsset';
import { canaryEntry, incompatibility, releaseTarget } from './releasePlan';

// `pnpm release <remote> [version]`: builds one remote, alone, into its immutable version folder,
// refuses it when the current shell could not load it, and prints the discovery entry to add.
const ROOT = path.resolve(__dirname, '../../..');
const readJson = <T>(file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

function fail(message: string): never {
  console.error(`release: ${message}`);
  process.exit(1);
}

const offeredFile = path.join(ROOT, 'shell', 'dist', OFFERED_VERSIONS_FILE);
const target = releaseTarget(process.argv.slice(2), {
  packageVersion: (remote) =>
    readJson<{ version: string }>(path.join(ROOT, remote, 'package.json')).version,
  isBuilt: (remote, version) => fs.existsSync(path.join(ROOT, remote, 'dist', version)),
  offered: fs.existsSync(offeredFile) ? readJson<Record<string, string>>(offeredFile) : null,
});
if ('refused' in target) fail(target.refused);
const { remote, version, offered } = target;
const appDir = path.join(ROOT, remote);
const outDir = path.join(appDir, 'dist', version);

console.warn(`Building ${remote} ${version} …`);
const build = spawnSync(path.join(appDir, 'node_modules', '.bin', 'headgate-app'), ['build'], {
  cwd: appDir,
  stdio: 'inherit',
  env: { ...process.env, HEADGATE_VERSION: version },
});
if (build.status !== 0) fail(`the build of ${remote} ${version} failed.`);

const manifest = readJson<{ shared?: RequiredShared[] }>(path.join(outDir, 'mf-manifest.json'));
const refusal = incompatibility(remote, version, manifest.shared ?? [], offered);
if (refusal) {
  fs.rmSync(outDir, { recursive: true, force: true });
  fail(refusal);
}

console.log(
  [
    `${remote} ${version} is built in ${path.relative(ROOT, outDir)} and loads under the current shell.`,
    `Add this entry to "${remote}" in the discovery file (HEADGATE_DISCOVERY), beside the current one,`,
    'and lower that one\'s traffic to 90 for a canary (or give this one "default": true and 100 to switch at once):',
    JSON.stringify(canaryEntry(remote, version), null, 2),
  ].join('\n'),
);
