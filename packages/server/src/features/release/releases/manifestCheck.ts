import fs from 'node:fs/promises';
import path from 'node:path';
import type { ReleaseEntry } from '@headgate/contracts';
import {
  describeUnmet,
  unmetSharedVersions,
  type RequiredShared,
} from '@headgate/platform/sharedVersions';
import { isRemoteId, remoteEntryPath, sha384Integrity } from '@headgate/site-map';
import { remoteDistDir, shellDistDir, VERSION_PATTERN } from '../frontend/buildLayout';
import { fetchRemoteFile, RemoteFileRefusal } from './remoteHostFetch';
import type { RemoteOriginPolicy } from './remoteOriginPolicy';

/** Where the shell build records the shared versions it offers (federation-build writes it). */
const OFFERED_VERSIONS_FILE = 'shared-versions.json';
/** The largest manifest read: a remote's is a few kilobytes. */
const MANIFEST_MAX_BYTES = 1024 * 1024;
/** The largest entry script read: a remote's is some tens of kilobytes. */
const ENTRY_MAX_BYTES = 8 * 1024 * 1024;

interface RemoteManifest {
  shared?: RequiredShared[];
}

/** Where to find the site's builds, its public address and the origins remotes may come from. */
export interface ManifestSources {
  rootDir: string;
  origins: RemoteOriginPolicy;
}

async function readJson<T>(file: string): Promise<T | null> {
  const text = await fs.readFile(file, 'utf8').catch(() => null);
  return text === null ? null : (JSON.parse(text) as T);
}

/** A file path that stays inside the folder it is taken in (no `..`, no empty segment). */
function isInsideFolder(file: string): boolean {
  return file
    .split('/')
    .every((segment) => /^[A-Za-z0-9._-]+$/.test(segment) && !/^\.\.?$/.test(segment));
}

/**
 * A file of a remote version at `url`. One on this site's own `/remotes/<remote>/<version>/` is
 * read from the build folder (the server may not reach its own public address); any other is
 * fetched from its listed origin (no redirects, bounded in size and time).
 */
async function readVersionFile(
  url: URL,
  sources: ManifestSources,
  maxBytes: number,
): Promise<Buffer> {
  if (url.origin === sources.origins.own) {
    const local = /^\/remotes\/([^/]+)\/([^/]+)\/(.+)$/.exec(url.pathname);
    const [, remote = '', version = '', file = ''] = local?.map(decodeURIComponent) ?? [];
    if (!isRemoteId(remote) || !VERSION_PATTERN.test(version) || !isInsideFolder(file)) {
      throw new RemoteFileRefusal('no such build is on this site');
    }
    return fs
      .readFile(path.join(remoteDistDir(sources.rootDir, remote), version, file))
      .catch(() => {
        throw new RemoteFileRefusal(`no build of ${remote} ${version} is on this site`);
      });
  }
  return fetchRemoteFile(url, {
    maxBytes,
    internalAllowed: sources.origins.listedOriginOf(url.href) !== null,
  });
}

/** What one place of a version serves: its manifest, and the integrity of it and its entry. */
interface ServedVersion {
  manifest: RemoteManifest;
  integrity: string;
  entryIntegrity: string;
}

/** Reads the manifest at `manifestUrl` and the entry script it names; throws the reason if not. */
async function servedVersion(
  manifestUrl: string,
  sources: ManifestSources,
): Promise<ServedVersion> {
  const url = new URL(manifestUrl, sources.origins.own);
  const bytes = await readVersionFile(url, sources, MANIFEST_MAX_BYTES).catch((error: unknown) => {
    throw new RemoteFileRefusal(
      `the manifest ${manifestUrl} could not be read: ${reasonOf(error)}`,
    );
  });
  let manifest: unknown;
  try {
    manifest = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new RemoteFileRefusal(`the manifest ${manifestUrl} is not JSON`);
  }
  const entryPath = remoteEntryPath(manifest);
  if (!entryPath) {
    throw new RemoteFileRefusal(`the manifest ${manifestUrl} names no entry script in its folder`);
  }
  const entryUrl = new URL(entryPath, url);
  const entry = await readVersionFile(entryUrl, sources, ENTRY_MAX_BYTES).catch(
    (error: unknown) => {
      throw new RemoteFileRefusal(
        `its entry script ${entryUrl.href} could not be read: ${reasonOf(error)}`,
      );
    },
  );
  return {
    manifest: manifest as RemoteManifest,
    integrity: await sha384Integrity(bytes),
    entryIntegrity: await sha384Integrity(entry),
  };
}

function reasonOf(error: unknown): string {
  return error instanceof RemoteFileRefusal ? error.message : 'it could not be read';
}

/** Why the current shell could not load a version with this manifest, or null when it can. */
async function sharedVersionsRefusal(
  remote: string,
  version: string,
  manifest: RemoteManifest,
  rootDir: string,
): Promise<string | null> {
  const offered = await readJson<Record<string, string>>(
    path.join(shellDistDir(rootDir), OFFERED_VERSIONS_FILE),
  ).catch(() => null);
  // Without a built shell there is nothing to check against.
  if (!offered) return null;
  const unmet = unmetSharedVersions(manifest.shared ?? [], offered);
  return unmet.length > 0
    ? `the current shell cannot load it: ${describeUnmet(remote, version, unmet)}`
    : null;
}

/** A version checked for serving: the entry with its integrity, or why it may not be served. */
export type CheckedEntry = { entry: ReleaseEntry } | { refusal: string };

/**
 * Checks a version before it is served: its manifest and entry script are read from
 * every place it is listed at (`url`, `fallbackUrl`) and must match the integrity registered with
 * it, the same files at each place; a version on another origin must come with both integrities
 * (the pipeline records them), one built on this site gets them recorded from its build folder.
 * Then the current shell must be able to load it: every shared module it needs is offered at a
 * version in its range (the check the shell itself makes).
 */
export async function checkedEntry(
  remote: string,
  entry: ReleaseEntry,
  sources: ManifestSources,
): Promise<CheckedEntry> {
  const places = [entry.url, ...(entry.fallbackUrl ? [entry.fallbackUrl] : [])];
  const elsewhere = places.some((url) => sources.origins.listedOriginOf(url) !== null);
  if (elsewhere && (!entry.integrity || !entry.entryIntegrity)) {
    return {
      refusal: `a version on another origin needs the integrity of its manifest ("integrity") and of its entry script ("entryIntegrity"); pnpm release records both`,
    };
  }
  let first: ServedVersion | undefined;
  for (const url of places) {
    let served: ServedVersion;
    try {
      served = await servedVersion(url, sources);
    } catch (error) {
      return { refusal: reasonOf(error) };
    }
    const expected = first ?? entry;
    if (expected.integrity && served.integrity !== expected.integrity) {
      return {
        refusal: `the manifest ${url} does not match the integrity ${expected.integrity}: it is not the file released`,
      };
    }
    if (expected.entryIntegrity && served.entryIntegrity !== expected.entryIntegrity) {
      return {
        refusal: `the entry script of ${url} does not match the integrity ${expected.entryIntegrity}: it is not the file released`,
      };
    }
    first ??= served;
  }
  const checked = first!;
  const refusal = await sharedVersionsRefusal(
    remote,
    entry.version,
    checked.manifest,
    sources.rootDir,
  );
  if (refusal) return { refusal };
  return {
    entry: { ...entry, integrity: checked.integrity, entryIntegrity: checked.entryIntegrity },
  };
}
