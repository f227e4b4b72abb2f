import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  ADMIN_ROLES,
  apiErrorSchema,
  batteryStatsRowSchema,
  siteSummaryRowSchema,
} from '@headgate/contracts';
import type { Database } from '../database/openDatabase';
import { batteryStats } from './batteryStats';
import { siteSummary } from './siteSummary';

const tags = ['Report tables'];
const errors = { 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * The batteries and site summary tables (spec/dashboard.md §2, §7). The spec calls them without
 * a token, but both list the district's own (United) stations, which only signed-in staff see
 * on the map; their pages are admin-only, and so are the calls.
 */
export function reportTablesRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { pool } = database;

  api.get(
    '/api/display-batteries-last7days-stats',
    {
      config: { access: { anyOf: ADMIN_ROLES } },
      schema: {
        tags,
        summary: "Each station's battery voltage over the last 7 days",
        response: { 200: z.array(batteryStatsRowSchema), ...errors },
      },
    },
    async () => batteryStats(pool, new Date()),
  );

  api.get(
    '/api/reports-site-param-summary-united-stations',
    {
      config: { access: { anyOf: ADMIN_ROLES } },
      schema: {
        tags,
        summary: 'Every series of the United stations with its period of record',
        response: { 200: z.array(siteSummaryRowSchema), ...errors },
      },
    },
    async () => siteSummary(pool),
  );
}
