import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { serverJobsEndpoints } from '@headgate/contracts';
import { registerEndpoint } from '../../core/api/registerEndpoint';
import { adminRefusals } from '../../core/api/adminRefusals';

const utc = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** `GET /api/import-runs?import_ndx=` and `GET /api/alerts-outbox` (Administrator, Developer). */
export function jobsRoutes(app: FastifyInstance, pool: pg.Pool) {
  registerEndpoint(
    app,
    serverJobsEndpoints.importRuns,
    async (request) =>
      (
        await pool.query(
          `SELECT run_ndx::int AS run_ndx, import_ndx, ${utc('started_at')} AS started_at,
                  ${utc('finished_at')} AS finished_at, status, files, rows_read, rows_written,
                  rows_unchanged, rows_skipped, rows_rejected, rejects, message, server
             FROM import_runs WHERE import_ndx = $1 ORDER BY run_ndx DESC LIMIT 100`,
          [request.query.import_ndx],
        )
      ).rows,
    adminRefusals,
  );
  registerEndpoint(
    app,
    serverJobsEndpoints.alertsOutbox,
    async () =>
      (
        await pool.query(
          `SELECT message_ndx::int AS message_ndx, alert_request_ndx, ${utc('created_at')} AS created_at,
                  recipients, subject, body, status, attempts, last_error, ${utc('sent_at')} AS sent_at,
                  queued_by, sent_by
             FROM alert_outbox ORDER BY message_ndx DESC LIMIT 200`,
        )
      ).rows,
    adminRefusals,
  );
}
