import type { ClientEventsSummaryRow } from '@headgate/contracts';
import type { DiscoveryDocument } from '@headgate/site-map';

/** One remote version as the operator sees it: how it is deployed and how it fares. */
export interface ReleaseRow {
  id: string;
  remote: string;
  version: string;
  /** Its traffic share in the discovery document; null when it is not listed there. */
  traffic: number | null;
  isDefault: boolean;
  status: 'served' | 'rolled back' | 'not listed';
  rolledBackAt: string | null;
  loads: number;
  errors: number;
  errorRate: number;
}

/**
 * The served discovery document and the last hour's client events, side by side: every listed
 * version, every rolled-back one (the served document leaves those out) and any other version
 * browsers still report from (an old tab), by remote then version.
 */
export function releaseRows(
  document: DiscoveryDocument,
  summary: readonly ClientEventsSummaryRow[],
): ReleaseRow[] {
  const stats = new Map(summary.map((row) => [`${row.remote}@${row.version}`, row]));
  const rows: ReleaseRow[] = [];
  const listed = new Set<string>();
  for (const [remote, entries] of Object.entries(document.microFrontends)) {
    for (const entry of entries) {
      const id = `${remote}@${entry.metadata.version}`;
      const row = stats.get(id);
      listed.add(id);
      rows.push({
        id,
        remote,
        version: entry.metadata.version,
        traffic: entry.deployment?.traffic ?? 0,
        isDefault: entry.deployment?.default === true,
        status: 'served',
        rolledBackAt: null,
        loads: row?.loads ?? 0,
        errors: row?.errors ?? 0,
        errorRate: row?.errorRate ?? 0,
      });
    }
  }
  for (const row of summary) {
    const id = `${row.remote}@${row.version}`;
    if (listed.has(id)) continue;
    rows.push({
      id,
      remote: row.remote,
      version: row.version,
      traffic: null,
      isDefault: false,
      status: row.rolledBackAt ? 'rolled back' : 'not listed',
      rolledBackAt: row.rolledBackAt,
      loads: row.loads,
      errors: row.errors,
      errorRate: row.errorRate,
    });
  }
  return rows.sort(
    (a, b) => a.remote.localeCompare(b.remote) || a.version.localeCompare(b.version),
  );
}
