import fs from 'node:fs';
import { parseDiscoveryDocument } from '@headgate/site-map';

/**
 * The other origins the discovery document loads remotes from (a remote moved to a CDN), for
 * the Content-Security-Policy: a swap to another host must work without a restart, so the file
 * is read again whenever it changes (a `stat` per answer; reading on a timer let the first page
 * after an edit go out under the old policy). The generated document only names our own origin.
 * A file that cannot be read or parsed names none; `/discovery.json` reports that error itself.
 */
export function remoteOrigins(options: {
  discoveryFile: string | undefined;
  publicUrl: string;
}): () => string[] {
  const { discoveryFile, publicUrl } = options;
  if (!discoveryFile) return () => [];
  const own = new URL(publicUrl).origin;
  let read: { version: string; origins: string[] } | undefined;
  return () => {
    const version = fileVersion(discoveryFile);
    if (!read || read.version !== version) {
      read = { version, origins: originsOf(discoveryFile, own) };
    }
    return read.origins;
  };
}

/** What changes when the file is edited or replaced: its inode, size and modification time. */
function fileVersion(file: string): string {
  try {
    const stat = fs.statSync(file);
    return `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
  } catch {
    return 'unreadable';
  }
}

function originsOf(discoveryFile: string, own: string): string[] {
  try {
    const document = parseDiscoveryDocument(JSON.parse(fs.readFileSync(discoveryFile, 'utf8')));
    const urls = Object.values(document.microFrontends)
      .flat()
      .flatMap((entry) => [entry.url, entry.fallbackUrl]);
    const origins = urls
      .filter((url): url is string => Boolean(url))
      .map((url) => new URL(url, own).origin)
      .filter((origin) => origin !== own);
    return [...new Set(origins)].sort();
  } catch {
    return [];
  }
}
