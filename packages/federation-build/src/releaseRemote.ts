import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { RELEASE_CLIENT_ID } from '@headgate/contracts';
import type { RequiredShared } from '@headgate/platform/sharedVersions';
import { builtVersionIntegrity } from '@headgate/server/builtIntegrity';
import { OFFERED_VERSIONS_FILE } from './offeredVersionsAsset';
import { publishVersion } from './publishVersion';
import { releaseArguments } from './releaseArguments';
import { incompatibility, releaseTarget } from './releasePlan';
import { registerRelease, RegistrationRefused } from './registerRelease';

// `pnpm release <remote> [version] [--publish-to DIR --public-url URL] [--register SITE]`: builds
// one remote, alone, into its immutable version folder, refuses it when the current shell could
// not load it, copies it to a static host's folder, and adds it to the site's release store
// through the release API with the release pipeline's token.
const ROOT = path.resolve(__dirname, '../../..');
const readJson = <T>(file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

function fail(message: string): never {
  console.error(`release: ${message}`);
  process.exit(1);
}

async function main() {
  const args = releaseArguments(process.argv.slice(2));
  if ('refused' in args) fail(args.refused);
  const clientSecret = process.env.RELEASE_CLIENT_SECRET;
  if (args.register && !clientSecret) {
    fail(
      `--register needs the secret of pipeline client ${process.env.RELEASE_CLIENT_ID ?? RELEASE_CLIENT_ID} (RELEASE_CLIENT_ID) in RELEASE_CLIENT_SECRET.`,
    );
  }

  const offeredFile = path.join(ROOT, 'shell', 'dist', OFFERED_VERSIONS_FILE);
  const target = releaseTarget(
    args.version === undefined ? [args.remote] : [args.remote, args.version],
    {
      packageVersion: (remote) =>
        readJson<{ version: string }>(path.join(ROOT, remote, 'package.json')).version,
      isBuilt: (remote, version) => fs.existsSync(path.join(ROOT, remote, 'dist', version)),
      offered: fs.existsSync(offeredFile) ? readJson<Record<string, string>>(offeredFile) : null,
    },
    Boolean(args.publishTo ?? args.register),
  );
  if ('refused' in target) fail(target.refused);
  const { remote, version, offered } = target;
  const appDir = path.join(ROOT, remote);
  const outDir = path.join(appDir, 'dist', version);

  if (target.built) {
    console.log(
      `${remote} ${version} is built already in ${path.relative(ROOT, outDir)}: delivered as built.`,
    );
  } else {
    console.warn(`Building ${remote} ${version} …`);
    const build = spawnSync(path.join(appDir, 'node_modules', '.bin', 'headgate-app'), ['build'], {
      cwd: appDir,
      stdio: 'inherit',
      env: { ...process.env, HEADGATE_VERSION: version },
    });
    if (build.status !== 0) fail(`the build of ${remote} ${version} failed.`);
  }

  const manifest = readJson<{ shared?: RequiredShared[] }>(path.join(outDir, 'mf-manifest.json'));
  const refusal = incompatibility(remote, version, manifest.shared ?? [], offered);
  if (refusal) {
    if (!target.built) fs.rmSync(outDir, { recursive: true, force: true });
    fail(refusal);
  }
  if (!target.built) {
    console.log(
      `${remote} ${version} is built in ${path.relative(ROOT, outDir)} and loads under the current shell.`,
    );
  }

  if (args.publishTo) {
    const published = publishVersion(outDir, args.publishTo, remote, version);
    if ('refused' in published) fail(published.refused);
    console.log(`Published to ${published.published}`);
  }

  const manifestUrl = args.publicUrl
    ? `${args.publicUrl}/${remote}/${version}/mf-manifest.json`
    : `/remotes/${remote}/${version}/mf-manifest.json`;
  if (!args.register) {
    console.log(
      `Not registered. To add it as a canary: pnpm release ${remote} ${version}${args.publicUrl ? ` --public-url ${args.publicUrl}` : ''} --register <site URL> --traffic 10 (RELEASE_CLIENT_ID and RELEASE_CLIENT_SECRET set), or add ${manifestUrl} on Remote Releases.`,
    );
    return;
  }
  const integrity = await builtVersionIntegrity(ROOT, remote, version);
  if (!integrity)
    fail(`${path.relative(ROOT, outDir)} holds no manifest and entry script to record.`);
  try {
    const { entries } = await registerRelease({
      site: args.register,
      remote,
      version,
      manifestUrl,
      integrity,
      traffic: args.traffic,
      clientId: process.env.RELEASE_CLIENT_ID ?? RELEASE_CLIENT_ID,
      clientSecret: clientSecret!,
    });
    console.log(
      `Registered ${remote} ${version} at ${manifestUrl} with ${args.register}; ${remote} now serves:`,
    );
    for (const entry of entries) {
      console.log(
        `  ${entry.version.padEnd(24)} ${String(entry.traffic).padStart(5)} %${entry.default ? '  (default)' : ''}  ${entry.url}`,
      );
    }
  } catch (error) {
    if (error instanceof RegistrationRefused) fail(error.message);
    throw error;
  }
}

void main();
