import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { auditEndpoints, type AuditEntry } from '@headgate/contracts';
import { registerEndpoint } from '../../../core/api/registerEndpoint';
import { adminRefusals } from '../../../core/api/adminRefusals';
import { signInEventsRoute } from '../signInEventsRoute';

/**
 * `GET /api/audit?entity=&id=`: a record's history, newest first; and the sign-in events, for
 * Administrators. There is no call that changes or deletes audit rows, and the table refuses it
 * (see migrations 0007 and 0018).
 */
export function auditRoutes(app: FastifyInstance, pool: pg.Pool) {
  registerEndpoint(
    app,
    auditEndpoints.history,
    async (request) => {
      const { entity, id } = request.query;
      const { rows } = await pool.query<AuditEntry>(
        `SELECT audit_ndx::int AS audit_ndx,
                to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at,
                actor_subject, actor_name, entity, entity_id, action, before, after
           FROM audit_log WHERE entity = $1 AND entity_id = $2
          ORDER BY audit_ndx DESC LIMIT 500`,
        [entity, id],
      );
      return rows;
    },
    adminRefusals,
  );
  signInEventsRoute(app, pool);
}
