import fs from 'node:fs/promises';
import path from 'node:path';
import {
  describeUnmet,
  unmetSharedVersions,
  type RequiredShared,
} from '@headgate/platform/sharedVersions';
import { isRemoteId } from '@headgate/site-map';
import { remoteDistDir, shellDistDir, VERSION_PATTERN } from '../frontend/buildLayout';

/** Where the shell build records the shared versions it offers (federation-build writes it). */
const OFFERED_VERSIONS_FILE = 'shared-versions.json';
/** How long the server waits for a remote's manifest on another host. */
const MANIFEST_TIMEOUT_MS = 5_000;

interface RemoteManifest {
  shared?: RequiredShared[];
}

/** Where to find the site's builds and its public address. */
export interface ManifestSources {
  rootDir: string;
  publicUrl: string;
}

async function readJson<T>(file: string): Promise<T | null> {
  const text = await fs.readFile(file, 'utf8').catch(() => null);
  return text === null ? null : (JSON.parse(text) as T);
}

/**
 * The manifest at `url`. One on this site's own `/remotes/<remote>/<version>/` is read from the
 * build folder (the server may not reach its own public address); any other is fetched.
 */
async function fetchManifest(url: string, sources: ManifestSources): Promise<RemoteManifest> {
  const own = new URL(sources.publicUrl).origin;
  const target = new URL(url, own);
  const local = /^\/remotes\/([^/]+)\/([^/]+)\/mf-manifest\.json$/.exec(target.pathname);
  if (target.origin === own && local) {
    const [, remote = '', version = ''] = local.map(decodeURIComponent);
    if (!isRemoteId(remote) || !VERSION_PATTERN.test(version)) {
      throw new Error(`no build of ${remote} ${version} is on this site`);
    }
    const file = path.join(remoteDistDir(sources.rootDir, remote), version, 'mf-manifest.json');
    const manifest = await readJson<RemoteManifest>(file).catch(() => null);
    if (!manifest) throw new Error(`no build of ${remote} ${version} is on this site`);
    return manifest;
  }
  const response = await fetch(target, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`it answered ${response.status}`);
  return (await response.json()) as RemoteManifest;
}

/**
 * Why the current shell could not load this version, or null when it can: its manifest cannot
 * be read, or it needs a shared module at a version the shell does not offer (the check the
 * shell itself makes, issue 18). Without a built shell there is nothing to check against.
 */
export async function unloadableReason(
  remote: string,
  entry: { version: string; url: string },
  sources: ManifestSources,
): Promise<string | null> {
  let manifest: RemoteManifest;
  try {
    manifest = await fetchManifest(entry.url, sources);
  } catch (error) {
    return `the manifest ${entry.url} could not be read: ${(error as Error).message}`;
  }
  const offered = await readJson<Record<string, string>>(
    path.join(shellDistDir(sources.rootDir), OFFERED_VERSIONS_FILE),
  ).catch(() => null);
  if (!offered) return null;
  const unmet = unmetSharedVersions(manifest.shared ?? [], offered);
  return unmet.length > 0
    ? `the current shell cannot load it: ${describeUnmet(remote, entry.version, unmet)}`
    : null;
}
