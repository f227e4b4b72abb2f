import type pg from 'pg';
import type { AuditedEntity } from '@headgate/contracts';

/**
 * Locks one record until the end of the transaction, before it is read and its version
 * compared: two writes with the same `If-Match` then run one after the other, and the second
 * sees the first one's result instead of both passing the check. An advisory lock, because a
 * record spans several tables (a location's parameters, a user's facilities, a link set) and
 * because PostgreSQL and PGlite both have it; the key is the entity and the id, hashed.
 */
export async function lockRecord(
  client: pg.PoolClient,
  entity: AuditedEntity,
  id: string | number,
): Promise<void> {
  await client.query('SELECT pg_advisory_xact_lock(hashtext($1), hashtext($2))', [
    entity,
    String(id),
  ]);
}
