import path from 'node:path';
import type { RemoteId } from '@headgate/site-map';

/** Where the built shell and remotes live in the workspace. */
export function shellDistDir(rootDir: string): string {
  return path.join(rootDir, 'shell', 'dist');
}

/** A remote's `dist/`, holding one folder per built version. */
export function remoteDistDir(rootDir: string, remote: RemoteId): string {
  return path.join(rootDir, remote, 'dist');
}

/** URL of a remote build's folder on this server. */
export function remoteBaseUrl(remote: RemoteId, version: string): string {
  return `/remotes/${remote}/${encodeURIComponent(version)}/`;
}

/** Versions are folder names: no separators, no dot-dot. */
export const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._-]*$/;
