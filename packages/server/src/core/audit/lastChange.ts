import type pg from 'pg';
import type { AuditedEntity } from '@headgate/contracts';

/** Who wrote a record last, and when (ISO 8601, UTC), as the audit trail recorded it. */
export interface LastChange {
  by: string;
  at: string;
}

/** The record's latest write in the audit trail, or null when the trail holds none. */
export async function lastChangeOf(
  db: Pick<pg.PoolClient, 'query'>,
  entity: AuditedEntity,
  id: string | number,
): Promise<LastChange | null> {
  const { rows } = await db.query<LastChange>(
    `SELECT actor_name AS by, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at
       FROM audit_log WHERE entity = $1 AND entity_id = $2
      ORDER BY audit_ndx DESC LIMIT 1`,
    [entity, String(id)],
  );
  return rows[0] ?? null;
}
