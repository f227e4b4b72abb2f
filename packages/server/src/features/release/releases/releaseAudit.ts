import type pg from 'pg';
import {
  RELEASE_AUDIT_LIMIT,
  releaseEntrySchema,
  type ReleaseChange,
  type ReleaseChangeKind,
  type ReleaseEntry,
} from '@headgate/contracts';
import type { Actor } from '../../../core/audit/auditActor';
import { recordAudit } from '../../../core/audit/recordAudit';

/** Who the audit trail names for the first start's fill of the store. */
export const STORE_FILL_ACTOR: Actor = { subject: 'headgate', name: 'Headgate (first start)' };

/**
 * Records one change of a remote's entries (entity `release`, id the remote), with the kind of
 * change beside the lists so the trail tells a rollback from an edit.
 */
export async function recordReleaseChange(
  client: pg.PoolClient,
  actor: Actor,
  remote: string,
  change: ReleaseChangeKind,
  before: readonly ReleaseEntry[] | null,
  after: readonly ReleaseEntry[],
): Promise<void> {
  await recordAudit(
    client,
    actor,
    'release',
    remote,
    before === null ? null : { entries: before },
    { change, entries: after },
  );
}

interface AuditRow {
  audit_ndx: string;
  at: Date;
  actor_subject: string;
  actor_name: string;
  entity_id: string;
  before: { entries?: unknown } | null;
  after: { change?: string; entries?: unknown } | null;
}

const entries = (value: unknown): ReleaseEntry[] =>
  Array.isArray(value) ? value.map((entry) => releaseEntrySchema.parse(entry)) : [];

/** The latest changes of every remote's entries (of one remote when given), newest first. */
export async function releaseChanges(
  db: Pick<pg.Pool, 'query'>,
  remote?: string,
  limit = RELEASE_AUDIT_LIMIT,
): Promise<ReleaseChange[]> {
  const { rows } = await db.query<AuditRow>(
    `SELECT audit_ndx, at, actor_subject, actor_name, entity_id, before, after FROM audit_log
      WHERE entity = 'release' AND ($1::text IS NULL OR entity_id = $1)
      ORDER BY audit_ndx DESC LIMIT $2`,
    [remote ?? null, limit],
  );
  return rows.map((row) => ({
    auditNdx: Number(row.audit_ndx),
    at: row.at.toISOString(),
    actorSubject: row.actor_subject,
    actorName: row.actor_name,
    remote: row.entity_id,
    change:
      (['update', 'rollback', 'import'] as const).find((c) => c === row.after?.change) ?? 'update',
    before: row.before ? entries(row.before.entries) : null,
    after: entries(row.after?.entries),
  }));
}
