import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { fillReleaseStore, type FillSources } from './fillReleaseStore';
import { readStoredReleases, type StoredReleases } from './releaseRows';

/**
 * How long a server reuses its copy of the store. Every server answers with a change made on
 * any other within this long: a read-through with a short time to live needs no connection held
 * open for LISTEN (which a transaction-pooling proxy would break, and PGlite serves one process
 * anyway) and costs at most one small query a second per server.
 */
export const STORE_REUSE_MS = 1_000;

/** This server's view of the release store. */
export interface ReleaseStore {
  /** The stored entries, read again when the copy is older than `STORE_REUSE_MS`. */
  current(): Promise<StoredReleases>;
  /** The copy last read (for the synchronous Content-Security-Policy); null before the first. */
  lastRead(): StoredReleases | null;
  /** Whether the copy is older than `STORE_REUSE_MS` (or missing). */
  stale(): boolean;
  /**
   * Marks the copy stale after a change on this server, so the next answer reads the store again;
   * the copy stays the fallback should that read fail.
   */
  changed(): void;
}

/**
 * The release store as this server reads it. The first read fills an empty store (see
 * `fillReleaseStore`). When the database cannot be read the previous copy is served (and the
 * failure logged): a site whose database blinks keeps loading its remotes.
 */
export function createReleaseStore(
  pool: pg.Pool,
  sources: FillSources,
  log: FastifyBaseLogger,
): ReleaseStore {
  let copy: { at: number; stored: StoredReleases } | null = null;
  let reading: Promise<StoredReleases> | null = null;
  let filled: Promise<void> | null = null;

  const read = async () => {
    filled ??= fillReleaseStore(pool, sources, log).catch((error: unknown) => {
      filled = null;
      throw error;
    });
    await filled;
    const stored = await readStoredReleases(pool);
    copy = { at: Date.now(), stored };
    return stored;
  };

  const stale = () => !copy || Date.now() - copy.at >= STORE_REUSE_MS;
  return {
    stale,
    lastRead: () => copy?.stored ?? null,
    changed: () => {
      if (copy) copy = { ...copy, at: 0 };
      reading = null;
    },
    current: async () => {
      if (copy && !stale()) return copy.stored;
      reading ??= read().finally(() => {
        reading = null;
      });
      try {
        return await reading;
      } catch (error) {
        if (!copy) throw error;
        log.error({ err: error }, 'Release store unreadable; serving the copy last read.');
        return copy.stored;
      }
    },
  };
}
