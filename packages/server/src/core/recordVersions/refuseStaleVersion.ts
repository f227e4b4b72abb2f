import type pg from 'pg';
import { STALE_RECORD_TEXTS, type AuditedEntity } from '@headgate/contracts';
import { formatDenver, TIMESTAMP_FORMAT } from '@headgate/district-clock';
import { PreconditionFailed } from '../api/refusals';
import { lastChangeOf } from '../audit/lastChange';
import { ifMatchHolds } from './versionHeaders';

/** A record as it is now, read inside a write's transaction after `lockRecord`. */
export interface CurrentRecord {
  entity: AuditedEntity;
  id: string | number;
  /** The record as its read answers it. */
  current: unknown;
  version: string;
}

/**
 * Refuses a write whose `If-Match` names another version than the record's current one (412),
 * saying who changed the record last and when, from the audit trail. Called with the record
 * locked, in the write's transaction, before anything is written.
 */
export async function refuseStaleVersion(
  client: pg.PoolClient,
  ifMatch: string | undefined,
  { entity, id, current, version }: CurrentRecord,
): Promise<void> {
  if (ifMatchHolds(ifMatch, version)) return;
  const change = await lastChangeOf(client, entity, id);
  const at = change && formatDenver(Date.parse(change.at), TIMESTAMP_FORMAT);
  throw new PreconditionFailed({
    message: `${STALE_RECORD_TEXTS.changedBy(change?.by ?? null, at)} Nothing was written.`,
    current,
    version,
    changed_by: change?.by ?? null,
    changed_at: change?.at ?? null,
  });
}
