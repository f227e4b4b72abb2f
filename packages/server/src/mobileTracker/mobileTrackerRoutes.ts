import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  apiErrorSchema,
  DATA_ROLES,
  mobileAvailableFlowRowSchema,
  mobileLastReportRowSchema,
  mobileReportRowSchema,
} from '@headgate/contracts';
import type { Database } from '../database/openDatabase';
import { availableFlow } from './availableFlow';
import { batteriesReport } from './batteriesReport';
import {
  facilityTypeReport,
  REPORT_FACILITY_TYPES,
  type FacilityTypeReport,
} from './facilityTypeReport';
import { lastReports } from './lastReports';

const tags = ['Mobile Tracker'];
const errors = { 401: apiErrorSchema, 403: apiErrorSchema };
const config = { access: { anyOf: DATA_ROLES } };

/**
 * The Mobile Tracker's tables (spec/dashboard.md §2, §7): computed on each call from the newest
 * stored readings, for the data roles only (README access table).
 */
export function mobileTrackerRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { pool } = database;

  for (const report of Object.keys(REPORT_FACILITY_TYPES) as FacilityTypeReport[]) {
    api.get(
      `/api/display-mobile/${report}`,
      {
        config,
        schema: {
          tags,
          summary: `The ${REPORT_FACILITY_TYPES[report]} facilities' newest readings, location by parameter`,
          response: { 200: z.array(mobileReportRowSchema), ...errors },
        },
      },
      async () => facilityTypeReport(pool, report, new Date()),
    );
  }

  api.get(
    '/api/display-mobile/batteries',
    {
      config,
      schema: {
        tags,
        summary: "Each station's battery: latest, 7-day low and high, last report",
        response: { 200: z.array(mobileReportRowSchema), ...errors },
      },
    },
    async () => batteriesReport(pool, new Date()),
  );

  api.get(
    '/api/display-mobile/lastreport',
    {
      config,
      schema: {
        tags,
        summary: "Each facility's stalest location, stalest facility first",
        response: { 200: z.array(mobileLastReportRowSchema), ...errors },
      },
    },
    async () => lastReports(pool),
  );

  for (const part of ['formulas', 'notes'] as const) {
    api.get(
      `/api/display-mobile/available-flow-calcs-${part}`,
      {
        config,
        schema: {
          tags,
          summary: `The storage sites' available flow with its ${part === 'formulas' ? 'formula' : 'notes'}`,
          response: { 200: z.array(mobileAvailableFlowRowSchema), ...errors },
        },
      },
      async () => availableFlow(pool, new Date()),
    );
  }
}
