import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { auditEndpoints, type SignInEventEntry } from '@headgate/contracts';
import { registerEndpoint } from '../../core/api/registerEndpoint';
import { SIGN_IN_ENTITY } from '../../core/audit/signInAudit';

/**
 * `GET /api/audit/sign-in-events?outcome=&email=&limit=`: the newest sign-in events first, for
 * Administrators. Read only, as every audit call: the jobs' purge is the one delete.
 */
export function signInEventsRoute(app: FastifyInstance, pool: pg.Pool) {
  registerEndpoint(
    app,
    auditEndpoints.signInEvents,
    async (request) => {
      const { outcome, email, limit } = request.query;
      const { rows } = await pool.query<SignInEventEntry>(
        `SELECT audit_ndx::int AS audit_ndx,
                to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at,
                action AS outcome, entity_id AS email, after->>'subject' AS subject,
                after->>'name' AS name, after->>'address' AS address, actor_name AS by,
                after->>'reason' AS reason
           FROM audit_log
          WHERE entity = $1 AND ($2::text IS NULL OR action = $2)
            AND ($3::text IS NULL OR entity_id = $3)
          ORDER BY at DESC, audit_ndx DESC LIMIT $4`,
        [SIGN_IN_ENTITY, outcome ?? null, email ?? null, limit],
      );
      return rows;
    },
    { refusals: [400, 401, 403] },
  );
}
