import type { ReleaseChange, ReleaseEntry } from '@headgate/contracts';

/** A remote's entries after a rollback, and the version now served to everyone. */
export interface RolledBack {
  entries: ReleaseEntry[];
  version: string;
}

const defaultOf = (entries: readonly ReleaseEntry[]) => entries.find((entry) => entry.default);

/**
 * Back to the last stable entry. While a canary takes traffic, the default entry gets all of it
 * back (canaries stay listed at 0). With no canary served, the default before the current one
 * (found in the audit trail, newest first; re-added when it was retired) becomes the default again
 * with all the traffic, and the current one stays listed at 0. Null when there is nothing earlier.
 */
export function rollbackTarget(
  entries: readonly ReleaseEntry[],
  history: readonly ReleaseChange[],
): RolledBack | null {
  const current = defaultOf(entries);
  if (!current) return null;
  const allToDefault = (list: readonly ReleaseEntry[], stable: ReleaseEntry) =>
    list.map((entry) =>
      entry.version === stable.version
        ? { ...entry, default: true, traffic: 100 }
        : { ...entry, default: false, traffic: 0 },
    );
  if (entries.some((entry) => !entry.default && entry.traffic > 0)) {
    return { entries: allToDefault(entries, current), version: current.version };
  }
  for (const change of history) {
    for (const list of [change.after, change.before ?? []]) {
      const earlier = defaultOf(list);
      if (!earlier || earlier.version === current.version) continue;
      const listed = entries.find((entry) => entry.version === earlier.version);
      const restored = listed ? entries : [...entries, earlier];
      return { entries: allToDefault(restored, listed ?? earlier), version: earlier.version };
    }
  }
  return null;
}
