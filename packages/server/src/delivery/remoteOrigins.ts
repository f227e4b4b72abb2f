import fs from 'node:fs';
import { parseDiscoveryDocument } from '@headgate/platform/discovery';

/** How long a read of the operator's discovery file is trusted. */
const REREAD_MS = 1_000;

/**
 * The other origins the discovery document loads remotes from (a remote moved to a CDN), for
 * the Content-Security-Policy: a swap to another host must work without a restart, so the file
 * is reread at most once a second. The generated document only names our own origin. A file that
 * cannot be read or parsed names none; `/discovery.json` reports that error itself.
 */
export function remoteOrigins(options: {
  discoveryFile: string | undefined;
  publicUrl: string;
}): () => string[] {
  const { discoveryFile, publicUrl } = options;
  if (!discoveryFile) return () => [];
  const own = new URL(publicUrl).origin;
  let read: { at: number; origins: string[] } | undefined;
  return () => {
    if (!read || Date.now() - read.at >= REREAD_MS) {
      read = { at: Date.now(), origins: originsOf(discoveryFile, own) };
    }
    return read.origins;
  };
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
