import type pg from 'pg';
import type { FeatureCollection } from '@headgate/contracts';
import type { Role } from '@headgate/contracts/roles';
import { precompressJson, type PrecompressedJson } from '../../../core/api/precompressedJson';
import { nextReportingChange } from './reportingStatus';

/** How often an instance asks the database whether the map's data changed. */
const VERSION_RECHECK_MS = 1_000;

/** A built answer and how long it stays current besides the data version. */
export interface BuiltAnswer {
  document: unknown;
  /** Epoch ms after which the answer is stale anyway (a location turning "Not Reporting"). */
  expiresAt: number;
}

interface Entry {
  version: string;
  readonly expiresAt: number;
  encoded: Promise<PrecompressedJson>;
}

/**
 * The public map's answers (layers, sources, the United locations), built once per data version
 * and caller class and kept serialised and compressed, so a request costs a map look-up. The
 * version is the `data_versions` row the map's tables bump (migration 0005), read at most once a
 * second: an edit shows within a second on every instance, and nothing else rebuilds an answer.
 */
export function createPublicMapAnswers(pool: pg.Pool, clock: () => Date = () => new Date()) {
  const entries = new Map<string, Entry>();
  let versionRead: { at: number; version: Promise<string> } | undefined;

  function currentVersion(): Promise<string> {
    const now = Date.now();
    if (!versionRead || now - versionRead.at >= VERSION_RECHECK_MS) {
      const version = pool
        .query<{ version: string }>("SELECT version FROM data_versions WHERE name = 'public-map'")
        .then(({ rows }) => String(rows[0]?.version ?? 0));
      versionRead = { at: now, version };
      // A failed read is not kept: the next request asks again.
      version.catch(() => (versionRead = undefined));
    }
    return versionRead.version;
  }

  return {
    /**
     * The answer kept under `key` if it is current, else `build`'s, encoded and kept. Concurrent
     * callers of a stale key share one build; a failed build is forgotten and rethrown.
     */
    async get(key: string, build: () => Promise<BuiltAnswer>): Promise<PrecompressedJson> {
      const version = await currentVersion();
      const kept = entries.get(key);
      if (kept && kept.version === version && clock().getTime() < kept.expiresAt) {
        return kept.encoded;
      }
      let expiresAt = Infinity;
      const encoded = build().then((built) => {
        expiresAt = built.expiresAt;
        return precompressJson(built.document);
      });
      const entry: Entry = {
        version,
        get expiresAt() {
          return expiresAt;
        },
        encoded,
      };
      entries.set(key, entry);
      entry.encoded.catch(() => entries.get(key) === entry && entries.delete(key));
      return entry.encoded;
    },
  };
}

export type PublicMapAnswers = ReturnType<typeof createPublicMapAnswers>;

/** The key of a caller class: callers with the same roles see the same layers and sources. */
export function rolesKey(roles: readonly Role[]): string {
  return [...roles].sort().join(',') || 'anonymous';
}

/** When the reporting states shown in these collections next change by the clock alone. */
export function reportingExpiry(collections: readonly FeatureCollection[], now: Date): number {
  return nextReportingChange(
    collections.flatMap((collection) =>
      collection.features.map((feature) => {
        const lastReport = (feature.properties as { last_report?: unknown } | null)?.last_report;
        return typeof lastReport === 'string' ? lastReport : null;
      }),
    ),
    now,
  );
}
