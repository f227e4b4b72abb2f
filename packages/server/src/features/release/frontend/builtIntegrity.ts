import fs from 'node:fs/promises';
import path from 'node:path';
import { remoteEntryPath, sha384Integrity, type RemoteId } from '@headgate/site-map';
import { remoteDistDir } from './buildLayout';

/** The integrity of a version's manifest and entry script, as browsers check them. */
export interface VersionIntegrity {
  integrity: string;
  entryIntegrity: string;
}

/**
 * The integrity of a version built into this site's `<remote>/dist/<version>/`, recorded with
 * its entry in the release store; null when the folder holds no readable manifest and entry.
 */
export async function builtVersionIntegrity(
  rootDir: string,
  remote: RemoteId,
  version: string,
): Promise<VersionIntegrity | null> {
  const folder = path.join(remoteDistDir(rootDir, remote), version);
  const manifest = await fs.readFile(path.join(folder, 'mf-manifest.json')).catch(() => null);
  if (!manifest) return null;
  let entryPath: string | null;
  try {
    entryPath = remoteEntryPath(JSON.parse(manifest.toString('utf8')));
  } catch {
    return null;
  }
  const entry = entryPath && (await fs.readFile(path.join(folder, entryPath)).catch(() => null));
  if (!entry) return null;
  return {
    integrity: await sha384Integrity(manifest),
    entryIntegrity: await sha384Integrity(entry),
  };
}
