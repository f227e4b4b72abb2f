import type { DiscoveryEntry } from '@headgate/site-map';

/**
 * What a browser's draw depends on: the remote and the shares of its entries. Changing any share
 * (or adding, removing an entry) changes the key, and with it every browser's draw.
 */
export function sharesKey(remote: string, entries: readonly DiscoveryEntry[]): string {
  const shares = entries
    .filter((entry) => (entry.deployment?.traffic ?? 0) > 0)
    .map((entry) => `${entry.metadata.version}=${entry.deployment!.traffic}`)
    .sort();
  return `${remote}|${shares.join(',')}`;
}

/**
 * A browser's stable number in [0, 1) for a shares key: FNV-1a of the browser's id and the key,
 * so the same browser draws the same version on every load and in every tab, until the shares
 * change. Not a secret and not personal: the id is random and never leaves the browser.
 */
export function trafficBucket(browserId: string, key: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${browserId}|${key}`) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  // A final avalanche (murmur3's), so that ids differing in one character spread evenly.
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) / 2 ** 32;
}

/** The entry whose share covers `bucket`, the entries ordered by version (shares may not add to 100). */
export function entryForBucket(
  entries: readonly DiscoveryEntry[],
  bucket: number,
): DiscoveryEntry | undefined {
  const shared = entries
    .filter((entry) => (entry.deployment?.traffic ?? 0) > 0)
    .sort((a, b) => a.metadata.version.localeCompare(b.metadata.version));
  const total = shared.reduce((sum, entry) => sum + entry.deployment!.traffic!, 0);
  let point = bucket * total;
  for (const entry of shared) {
    point -= entry.deployment!.traffic!;
    if (point < 0) return entry;
  }
  return shared.at(-1);
}
