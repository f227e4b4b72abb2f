import type { FastifyBaseLogger } from 'fastify';
import type { ReleaseEntry } from '@headgate/contracts';
import type { RemoteOriginPolicy } from './releases/remoteOriginPolicy';

/**
 * The other origins the stored entries load remotes from (a remote on a team's static host or a
 * CDN), for the Content-Security-Policy: a remote registered through the release API must load
 * without a restart. `entries` gives the store's copy as this server last read it. Only origins
 * the policy allows are named: a URL outside it (a row written into the store by hand) is left
 * out and logged once per server, so it can neither widen the policy nor break its header.
 */
export function remoteOrigins(options: {
  entries: () => Record<string, ReleaseEntry[]> | null;
  policy: RemoteOriginPolicy;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): () => string[] {
  let read: { from: Record<string, ReleaseEntry[]>; origins: string[] } | undefined;
  const warned = new Set<string>();
  const warnOnce = (message: string) => {
    if (warned.has(message)) return;
    warned.add(message);
    options.log.warn(message);
  };
  return () => {
    const entries = options.entries();
    if (!entries) return [];
    if (read?.from !== entries) {
      read = { from: entries, origins: originsOf(entries, options.policy, warnOnce) };
    }
    return read.origins;
  };
}

function originsOf(
  remotes: Record<string, ReleaseEntry[]>,
  policy: RemoteOriginPolicy,
  warn: (message: string) => void,
): string[] {
  const origins = new Set<string>();
  for (const [remote, entries] of Object.entries(remotes)) {
    for (const entry of entries) {
      for (const url of [entry.url, entry.fallbackUrl]) {
        if (!url) continue;
        const refusal = policy.refusal(url);
        if (refusal) {
          warn(
            `The release store lists ${remote} ${entry.version} at a URL browsers may not load (${refusal}); it is left out of the Content-Security-Policy.`,
          );
          continue;
        }
        const origin = policy.listedOriginOf(url);
        if (origin) origins.add(origin);
      }
    }
  }
  return [...origins].sort();
}
