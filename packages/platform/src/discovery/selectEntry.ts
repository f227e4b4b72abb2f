import type { DiscoveryDocument, DiscoveryEntry } from '@headgate/site-map';
import { entryForBucket, sharesKey, trafficBucket } from './trafficShares';

/** Who is choosing: a browser's stable id, and the versions pinned for testing. */
export interface EntryChooser {
  browserId?: string;
  /** Remote id → version (`?remote-version=mfe-admin@0.2.0`). */
  pins?: Readonly<Record<string, string>>;
}

/**
 * The entry a browser loads for a remote: the pinned version if listed; else, when several
 * entries have traffic shares (a canary), the one the browser's stable draw falls on; else the
 * one marked `deployment.default`, the one with the most traffic, or the first. `undefined` when
 * the document does not list the remote.
 */
export function selectEntry(
  document: DiscoveryDocument,
  remote: string,
  chooser: EntryChooser = {},
): DiscoveryEntry | undefined {
  const entries = document.microFrontends[remote] ?? [];
  const pinned = chooser.pins?.[remote];
  const pinnedEntry = pinned && entries.find((entry) => entry.metadata.version === pinned);
  if (pinnedEntry) return pinnedEntry;
  const shared = entries.filter((entry) => (entry.deployment?.traffic ?? 0) > 0);
  if (shared.length > 1 && chooser.browserId) {
    return entryForBucket(shared, trafficBucket(chooser.browserId, sharesKey(remote, entries)));
  }
  return (
    entries.find((entry) => entry.deployment?.default === true) ??
    [...entries].sort((a, b) => (b.deployment?.traffic ?? 0) - (a.deployment?.traffic ?? 0))[0]
  );
}
