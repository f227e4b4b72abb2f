import type { ReleaseEntry } from '@headgate/contracts';
import {
  DISCOVERY_SCHEMA_URL,
  type DiscoveryDocument,
  type DiscoveryEntry,
  REMOTE_IDS,
} from '@headgate/site-map';

/** The discovery entry the shell reads for a stored entry (the rollback rule stays on the server). */
export function discoveryEntryOf(entry: ReleaseEntry): DiscoveryEntry {
  return {
    url: entry.url,
    ...(entry.fallbackUrl ? { fallbackUrl: entry.fallbackUrl } : {}),
    metadata: {
      version: entry.version,
      ...(entry.integrity ? { integrity: entry.integrity } : {}),
      ...(entry.entryIntegrity ? { entryIntegrity: entry.entryIntegrity } : {}),
    },
    deployment: { default: entry.default, traffic: entry.traffic },
  };
}

/** The discovery document of the stored entries; a remote without any has an empty list. */
export function discoveryDocumentOf(remotes: Record<string, ReleaseEntry[]>): DiscoveryDocument {
  const names = [...new Set([...REMOTE_IDS, ...Object.keys(remotes)])];
  return {
    schema: DISCOVERY_SCHEMA_URL,
    microFrontends: Object.fromEntries(
      names.map((remote) => [remote, (remotes[remote] ?? []).map(discoveryEntryOf)]),
    ),
  };
}

/**
 * A discovery file's entries for the store: the document's rollback rule goes onto each canary
 * entry (the store keeps one rule per entry). An entry without `deployment` is taken as the file
 * served it: the only one, or the one with most traffic, is the default.
 */
export function releaseEntriesOf(document: DiscoveryDocument): Record<string, ReleaseEntry[]> {
  const remotes: Record<string, ReleaseEntry[]> = {};
  for (const [remote, entries] of Object.entries(document.microFrontends)) {
    if (entries.length === 0) continue;
    const marked = entries.findIndex((entry) => entry.deployment?.default === true);
    const busiest = entries.reduce(
      (best, entry, index) =>
        (entry.deployment?.traffic ?? 0) > (entries[best]?.deployment?.traffic ?? 0) ? index : best,
      0,
    );
    const defaultIndex = marked >= 0 ? marked : busiest;
    const anyTraffic = entries.some((entry) => entry.deployment?.traffic !== undefined);
    remotes[remote] = entries.map((entry, index) => ({
      version: entry.metadata.version,
      url: entry.url,
      ...(entry.fallbackUrl ? { fallbackUrl: entry.fallbackUrl } : {}),
      ...(entry.metadata.integrity ? { integrity: entry.metadata.integrity } : {}),
      ...(entry.metadata.entryIntegrity ? { entryIntegrity: entry.metadata.entryIntegrity } : {}),
      default: index === defaultIndex,
      traffic: anyTraffic ? (entry.deployment?.traffic ?? 0) : index === defaultIndex ? 100 : 0,
      ...(document.rollback && index !== defaultIndex ? { rollback: document.rollback } : {}),
    }));
  }
  return remotes;
}
