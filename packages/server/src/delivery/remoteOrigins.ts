import type { ReleaseEntry } from '@headgate/contracts';

/**
 * The other origins the stored entries load remotes from (a remote on a team's static host or a
 * CDN), for the Content-Security-Policy: a remote registered through the release API must load
 * without a restart. `entries` gives the store's copy as this server last read it.
 */
export function remoteOrigins(options: {
  entries: () => Record<string, ReleaseEntry[]> | null;
  publicUrl: string;
}): () => string[] {
  const own = new URL(options.publicUrl).origin;
  let read: { from: Record<string, ReleaseEntry[]>; origins: string[] } | undefined;
  return () => {
    const entries = options.entries();
    if (!entries) return [];
    if (read?.from !== entries) read = { from: entries, origins: originsOf(entries, own) };
    return read.origins;
  };
}

function originsOf(remotes: Record<string, ReleaseEntry[]>, own: string): string[] {
  const origins = Object.values(remotes)
    .flat()
    .flatMap((entry) => [entry.url, entry.fallbackUrl])
    .filter((url): url is string => Boolean(url))
    .flatMap((url) => {
      try {
        return [new URL(url, own).origin];
      } catch {
        return [];
      }
    })
    .filter((origin) => origin !== own);
  return [...new Set(origins)].sort();
}
