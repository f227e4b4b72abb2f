import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import * as z from 'zod';
import { alertOutboxMessageSchema, importRunSchema } from '@headgate/contracts';
import { adminAccess, adminErrors } from '../systemManagement/recordRoutes';

const utc = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** `GET /api/import-runs?import_ndx=` and `GET /api/alerts-outbox` (Administrator, Developer). */
export function jobsRoutes(app: FastifyInstance, pool: pg.Pool) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/import-runs',
    {
      config: adminAccess,
      schema: {
        tags: ['Server jobs'],
        summary: "An import configuration's runs, newest first (the last 100)",
        querystring: z.object({
          import_ndx: z.coerce.number().int().positive().max(2_147_483_647),
        }),
        response: { 200: z.array(importRunSchema), ...adminErrors },
      },
    },
    async (request) =>
      (
        await pool.query(
          `SELECT run_ndx::int AS run_ndx, import_ndx, ${utc('started_at')} AS started_at,
                  ${utc('finished_at')} AS finished_at, status, files, rows_read, rows_written,
                  rows_unchanged, rows_skipped, rows_rejected, rejects, message
             FROM import_runs WHERE import_ndx = $1 ORDER BY run_ndx DESC LIMIT 100`,
          [request.query.import_ndx],
        )
      ).rows,
  );
  api.get(
    '/api/alerts-outbox',
    {
      config: adminAccess,
      schema: {
        tags: ['Server jobs'],
        summary: 'Alert messages and their delivery, newest first (the last 200)',
        response: { 200: z.array(alertOutboxMessageSchema), ...adminErrors },
      },
    },
    async () =>
      (
        await pool.query(
          `SELECT message_ndx::int AS message_ndx, alert_request_ndx, ${utc('created_at')} AS created_at,
                  recipients, subject, body, status, attempts, last_error, ${utc('sent_at')} AS sent_at
             FROM alert_outbox ORDER BY message_ndx DESC LIMIT 200`,
        )
      ).rows,
  );
}
