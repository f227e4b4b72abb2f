import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isRemoteId } from '../remotes';
import { describeUnmet, unmetSharedVersions, type RequiredShared } from '../sharedVersions';
import { OFFERED_VERSIONS_FILE } from './offeredVersionsAsset';

// `pnpm release <remote> [version]`: builds one remote, alone, into its immutable version folder,
// refuses it when the current shell could not load it, and prints the discovery entry to add.
const ROOT = path.resolve(__dirname, '../../../..');
const VERSION = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

function fail(message: string): never {
  console.error(`release: ${message}`);
  process.exit(1);
}

const [remote, requestedVersion] = process.argv.slice(2);
if (!remote || !isRemoteId(remote))
  fail('usage: pnpm release <remote> [version], e.g. pnpm release mfe-admin 0.2.0');
const appDir = path.join(ROOT, remote);
const version =
  requestedVersion ??
  (JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')) as { version: string })
    .version;
if (!VERSION.test(version)) fail(`"${version}" is not a version such as 0.2.0 or 0.2.0-rc.1.`);
const outDir = path.join(appDir, 'dist', version);
if (fs.existsSync(outDir)) {
  fail(
    `${remote} ${version} is already built in ${path.relative(ROOT, outDir)}: versions never change; release a new one.`,
  );
}
const offeredFile = path.join(ROOT, 'shell', 'dist', OFFERED_VERSIONS_FILE);
if (!fs.existsSync(offeredFile))
  fail(`no ${path.relative(ROOT, offeredFile)}: build the shell first (pnpm build).`);
const offered = JSON.parse(fs.readFileSync(offeredFile, 'utf8')) as Record<string, string>;

console.warn(`Building ${remote} ${version} …`);
const build = spawnSync(path.join(appDir, 'node_modules', '.bin', 'headgate-app'), ['build'], {
  cwd: appDir,
  stdio: 'inherit',
  env: { ...process.env, HEADGATE_VERSION: version },
});
if (build.status !== 0) fail(`the build of ${remote} ${version} failed.`);

const manifest = JSON.parse(fs.readFileSync(path.join(outDir, 'mf-manifest.json'), 'utf8')) as {
  shared?: RequiredShared[];
};
const unmet = unmetSharedVersions(manifest.shared ?? [], offered);
if (unmet.length > 0) {
  fs.rmSync(outDir, { recursive: true, force: true });
  fail(
    `refused, the current shell could not load it: ${describeUnmet(remote, version, unmet)}. Release the shell with those versions first.`,
  );
}

const entry = {
  url: `/remotes/${remote}/${version}/mf-manifest.json`,
  metadata: { version },
  deployment: { traffic: 10 },
};
console.log(
  [
    `${remote} ${version} is built in ${path.relative(ROOT, outDir)} and loads under the current shell.`,
    `Add this entry to "${remote}" in the discovery file (HEADGATE_DISCOVERY), beside the current one,`,
    'and lower that one\'s traffic to 90 for a canary (or give this one "default": true and 100 to switch at once):',
    JSON.stringify(entry, null, 2),
  ].join('\n'),
);
