import type pg from 'pg';
import type { RemoteStatus } from '@headgate/contracts';
import { clientEventsSummary } from './clientEvents/clientEventsSummary';
import { readStoredReleases } from './releases/releaseRows';
import type { ReleaseStore } from './releases/storedReleases';

/**
 * Each remote's live versions (the default, and canaries with a share that the rollback rule
 * has not stopped), with their loads and failures in browsers over the last hour.
 */
export async function remoteStatus(pool: pg.Pool, store: ReleaseStore): Promise<RemoteStatus[]> {
  // An empty store is filled from the built remotes on its first read.
  await store.current();
  const [stored, summary] = await Promise.all([
    readStoredReleases(pool),
    clientEventsSummary(pool),
  ]);
  return Object.entries(stored.remotes).map(([remote, entries]) => ({
    remote,
    versions: entries.flatMap((entry) => {
      const lastHour = summary.find(
        (row) => row.remote === remote && row.version === entry.version,
      );
      const live = entry.default || (entry.traffic > 0 && !lastHour?.rolledBackAt);
      if (!live) return [];
      return [
        {
          version: entry.version,
          default: entry.default,
          traffic: entry.traffic,
          loads: lastHour?.loads ?? 0,
          failures: lastHour?.errors ?? 0,
        },
      ];
    }),
  }));
}
