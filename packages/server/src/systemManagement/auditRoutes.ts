import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import * as z from 'zod';
import { auditEntrySchema, auditQuerySchema, type AuditEntry } from '@headgate/contracts';
import { adminAccess, adminErrors } from './recordRoutes';

/**
 * `GET /api/audit?entity=&id=`: a record's history, newest first. There is no call that changes
 * or deletes audit rows, and the table refuses it (see migration 0007).
 */
export function auditRoutes(app: FastifyInstance, pool: pg.Pool) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/audit',
    {
      config: adminAccess,
      schema: {
        tags: ['Audit trail'],
        summary: "A record's history: who changed what, when, from what to what",
        querystring: auditQuerySchema,
        response: { 200: z.array(auditEntrySchema), ...adminErrors },
      },
    },
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
  );
}
