import fs from 'node:fs';
import path from 'node:path';
import type { RemoteId } from '@headgate/site-map';
import { builtVersion } from './discoveryFile';
import { ROOT } from './environment';

/** A remote's version folder on the e2e site (served under /remotes/<remote>/<version>/). */
function versionFolder(remote: RemoteId, version: string): string {
  return path.join(ROOT, remote, 'dist', version);
}

/**
 * A copy of the remote's built version under another version: a release the API accepts (its
 * manifest loads and needs what the shell offers), for a test to break afterwards.
 */
export function copiedBuild(remote: RemoteId, version: string): string {
  const folder = versionFolder(remote, version);
  fs.rmSync(folder, { recursive: true, force: true });
  fs.cpSync(versionFolder(remote, builtVersion(remote)), folder, { recursive: true });
  return folder;
}

/** Rewrites one file of a version folder; its precompressed twins go, so the change is served. */
export function rewriteFile(folder: string, file: string, change: (text: string) => string): void {
  const full = path.join(folder, file);
  fs.writeFileSync(full, change(fs.readFileSync(full, 'utf8')));
  for (const twin of ['.br', '.gz']) fs.rmSync(`${full}${twin}`, { force: true });
}

/** Edits a version folder's mf-manifest.json. */
export function editManifest(folder: string, change: (manifest: Record<string, unknown>) => void) {
  rewriteFile(folder, 'mf-manifest.json', (text) => {
    const manifest = JSON.parse(text) as Record<string, unknown>;
    change(manifest);
    return JSON.stringify(manifest);
  });
}
