import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { ClientEventsSummaryRow, ReleaseEntry } from '@headgate/contracts';
import type { DiscoveryDocument } from '@headgate/site-map';
import { discoveryDocumentOf } from '../releases/discoveryEntries';
import { clientEventsSummary } from './clientEventsSummary';

/** Loads a canary needs in the window before its error rate counts, unless the rule says. */
export const DEFAULT_MIN_LOADS = 20;
/**
 * Distinct clients (addresses) a canary needs in the window before its error rate counts, unless
 * the rule says: fewer cannot roll it back, however much they send.
 */
export const DEFAULT_MIN_CLIENTS = 5;
// /discovery.json is read on every page load; the summary behind it is reused this long.
const SUMMARY_REUSE_MS = 2_000;

/**
 * The discovery document as served from the stored entries: a canary entry (one not marked
 * default) whose error rate passed its rollback rule, over enough loads from enough distinct
 * clients, is recorded as rolled back, logged, and left out from then on, so its share goes to
 * the other entries. A remote never loses its last entry.
 */
export function createCanaryRollback(pool: pg.Pool, log: FastifyBaseLogger) {
  let reused: { at: number; rows: Promise<ClientEventsSummaryRow[]> } | null = null;
  const summary = () => {
    if (!reused || Date.now() - reused.at > SUMMARY_REUSE_MS) {
      reused = { at: Date.now(), rows: clientEventsSummary(pool) };
      reused.rows.catch(() => (reused = null));
    }
    return reused.rows;
  };

  return async function servedDocument(
    remotes: Record<string, ReleaseEntry[]>,
  ): Promise<DiscoveryDocument> {
    // The site must load even when the events cannot be read: then every entry is served.
    const rows = await summary().catch((error: unknown) => {
      log.error(
        { err: error },
        'Client events unreadable; the discovery document is served as is.',
      );
      return null;
    });
    if (!rows) return discoveryDocumentOf(remotes);
    const served: Record<string, ReleaseEntry[]> = {};
    for (const [remote, entries] of Object.entries(remotes)) {
      const kept = [];
      for (const entry of entries) {
        const row = rows.find((r) => r.remote === remote && r.version === entry.version);
        const rule = entry.rollback;
        let rolledBack = !entry.default && row?.rolledBackAt != null;
        if (
          !entry.default &&
          !rolledBack &&
          rule &&
          row &&
          row.loads >= (rule.minLoads ?? DEFAULT_MIN_LOADS) &&
          row.clients >= (rule.minClients ?? DEFAULT_MIN_CLIENTS) &&
          row.errorRate > rule.maxErrorRate
        ) {
          await pool.query(
            `INSERT INTO remote_rollbacks (remote, version, loads, errors) VALUES ($1, $2, $3, $4)
             ON CONFLICT DO NOTHING`,
            [remote, entry.version, row.loads, row.errors],
          );
          reused = null;
          log.warn(
            `Rolled back ${remote} ${entry.version}: ${row.errors} errors in ${row.loads} loads from ${row.clients} clients in the last hour (${(row.errorRate * 100).toFixed(1)} % > ${(rule.maxErrorRate * 100).toFixed(1)} %); no longer served.`,
          );
          rolledBack = true;
        }
        if (!rolledBack) kept.push(entry);
      }
      served[remote] = kept.length > 0 ? kept : entries;
    }
    return discoveryDocumentOf(served);
  };
}
export type CanaryRollback = ReturnType<typeof createCanaryRollback>;
