import type pg from 'pg';
import type { ReleaseEntry } from '@headgate/contracts';

type Queryable = Pick<pg.PoolClient, 'query'>;

/** Every stored entry by remote, in each remote's order, and the store's revision. */
export interface StoredReleases {
  revision: number;
  remotes: Record<string, ReleaseEntry[]>;
}

interface EntryRow {
  remote: string;
  version: string;
  url: string;
  fallback_url: string | null;
  integrity: string | null;
  entry_integrity: string | null;
  is_default: boolean;
  traffic: number;
  max_error_rate: number | null;
  min_loads: number | null;
  min_clients: number | null;
}

function entryOf(row: EntryRow): ReleaseEntry {
  return {
    version: row.version,
    url: row.url,
    ...(row.fallback_url ? { fallbackUrl: row.fallback_url } : {}),
    ...(row.integrity ? { integrity: row.integrity } : {}),
    ...(row.entry_integrity ? { entryIntegrity: row.entry_integrity } : {}),
    default: row.is_default,
    traffic: row.traffic,
    ...(row.max_error_rate !== null
      ? {
          rollback: {
            maxErrorRate: row.max_error_rate,
            ...(row.min_loads !== null ? { minLoads: row.min_loads } : {}),
            ...(row.min_clients !== null ? { minClients: row.min_clients } : {}),
          },
        }
      : {}),
  };
}

/** Reads the whole store in one statement, so the revision matches the rows. */
export async function readStoredReleases(db: Queryable): Promise<StoredReleases> {
  const { rows } = await db.query<EntryRow & { revision: string }>(
    `SELECT s.revision, e.remote, e.version, e.url, e.fallback_url, e.integrity,
            e.entry_integrity, e.is_default, e.traffic, e.max_error_rate, e.min_loads, e.min_clients
       FROM release_store s LEFT JOIN release_entries e ON true
      ORDER BY e.remote, e.position`,
  );
  const remotes: Record<string, ReleaseEntry[]> = {};
  for (const row of rows) {
    if (row.remote === null) continue;
    (remotes[row.remote] ??= []).push(entryOf(row));
  }
  return { revision: Number(rows[0]?.revision ?? 0), remotes };
}

/**
 * Replaces one remote's entries and bumps the store's revision, inside the caller's transaction.
 * The store's row is locked first, so concurrent changes of the store run one after the other.
 */
export async function writeRemoteEntries(
  client: pg.PoolClient,
  remote: string,
  entries: readonly ReleaseEntry[],
): Promise<void> {
  await client.query('UPDATE release_store SET revision = revision + 1');
  await client.query('DELETE FROM release_entries WHERE remote = $1', [remote]);
  for (const [position, entry] of entries.entries()) {
    await client.query(
      `INSERT INTO release_entries (remote, position, version, url, fallback_url, integrity,
         entry_integrity, is_default, traffic, max_error_rate, min_loads, min_clients)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        remote,
        position,
        entry.version,
        entry.url,
        entry.fallbackUrl ?? null,
        entry.integrity ?? null,
        entry.entryIntegrity ?? null,
        entry.default,
        entry.traffic,
        entry.rollback?.maxErrorRate ?? null,
        entry.rollback?.minLoads ?? null,
        entry.rollback?.minClients ?? null,
      ],
    );
  }
}

/** One remote's entries as stored, read inside a transaction that already locked the store. */
export async function readRemoteEntries(db: Queryable, remote: string): Promise<ReleaseEntry[]> {
  const { rows } = await db.query<EntryRow>(
    `SELECT remote, version, url, fallback_url, integrity, entry_integrity, is_default, traffic,
            max_error_rate, min_loads, min_clients
       FROM release_entries WHERE remote = $1 ORDER BY position`,
    [remote],
  );
  return rows.map(entryOf);
}
