import type { FastifyInstance } from 'fastify';
import { reportTableEndpoints } from '@headgate/contracts';
import { registerEndpoint } from '../../../core/api/registerEndpoint';
import type { Database } from '../../../core/database/openDatabase';
import { batteryStats } from '../../../core/timeseries/batteryStats';
import { siteSummary } from './siteSummary';

const refusals = [401, 403] as const;

/**
 * The batteries and site summary tables (spec/dashboard.md §2, §7), for the roles their
 * endpoints name.
 */
export function reportTablesRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const { pool } = database;
  registerEndpoint(
    app,
    reportTableEndpoints.batteryStats,
    async () => batteryStats(pool, new Date()),
    { refusals },
  );
  registerEndpoint(app, reportTableEndpoints.siteSummary, async () => siteSummary(pool), {
    refusals,
  });
}
