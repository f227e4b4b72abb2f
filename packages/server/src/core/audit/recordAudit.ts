import type pg from 'pg';
import type { AuditedEntity } from '@headgate/contracts';
import type { Actor } from './auditActor';

/**
 * Records one write in the audit trail, inside the write's transaction so that the entry and the
 * write are kept or lost together. The action follows from which side is missing.
 */
export async function recordAudit(
  client: pg.PoolClient,
  actor: Actor,
  entity: AuditedEntity,
  id: string | number,
  before: object | null,
  after: object | null,
): Promise<void> {
  const action = before === null ? 'create' : after === null ? 'delete' : 'update';
  await client.query(
    `INSERT INTO audit_log (actor_subject, actor_name, entity, entity_id, action, before, after)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [actor.subject, actor.name, entity, String(id), action, before, after],
  );
}
