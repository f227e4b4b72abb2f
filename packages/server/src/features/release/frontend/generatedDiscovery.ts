import fs from 'node:fs/promises';
import path from 'node:path';
import {
  DISCOVERY_SCHEMA_URL,
  type DiscoveryDocument,
  type DiscoveryEntry,
  REMOTE_IDS,
  type RemoteId,
} from '@headgate/site-map';
import { VERSION_PATTERN, remoteBaseUrl, remoteDistDir } from './buildLayout';
import { builtVersionIntegrity } from './builtIntegrity';

/**
 * The discovery document of the built remotes: every version folder that holds a manifest and
 * the entry script it names, with their integrity, and the version of the remote's package.json
 * as the default.
 */
export async function generateDiscovery(rootDir: string): Promise<DiscoveryDocument> {
  const microFrontends: Record<string, DiscoveryEntry[]> = {};
  for (const remote of REMOTE_IDS) {
    microFrontends[remote] = await builtEntries(rootDir, remote);
  }
  return { schema: DISCOVERY_SCHEMA_URL, microFrontends };
}

async function builtEntries(rootDir: string, remote: RemoteId): Promise<DiscoveryEntry[]> {
  const distDir = remoteDistDir(rootDir, remote);
  const current = await packageVersion(path.join(rootDir, remote));
  const folders = await fs.readdir(distDir).catch(() => [] as string[]);
  const entries: DiscoveryEntry[] = [];
  for (const version of folders.filter((name) => VERSION_PATTERN.test(name)).sort()) {
    const integrity = await builtVersionIntegrity(rootDir, remote, version);
    if (!integrity) continue;
    const isDefault = version === current;
    entries.push({
      url: `${remoteBaseUrl(remote, version)}mf-manifest.json`,
      metadata: { version, ...integrity },
      deployment: { default: isDefault, traffic: isDefault ? 100 : 0 },
    });
  }
  return entries;
}

async function packageVersion(appDir: string): Promise<string | undefined> {
  const text = await fs.readFile(path.join(appDir, 'package.json'), 'utf8').catch(() => null);
  return text ? (JSON.parse(text) as { version?: string }).version : undefined;
}
