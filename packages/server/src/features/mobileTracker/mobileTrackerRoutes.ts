import type { FastifyInstance } from 'fastify';
import { mobileTrackerEndpoints } from '@headgate/contracts';
import { registerEndpoint } from '../../core/api/registerEndpoint';
import type { Database } from '../../core/database/openDatabase';
import { availableFlow } from './availableFlow';
import { batteriesReport } from './batteriesReport';
import {
  facilityTypeReport,
  REPORT_FACILITY_TYPES,
  type FacilityTypeReport,
} from './facilityTypeReport';
import { lastReports } from './lastReports';

const refusals = [401, 403] as const;

/**
 * The Mobile Tracker's tables (spec/dashboard.md §2, §7): computed on each call from the newest
 * stored readings, for the data roles only (the access table of docs/api/README.md).
 */
export function mobileTrackerRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const { pool } = database;

  for (const report of Object.keys(REPORT_FACILITY_TYPES) as FacilityTypeReport[]) {
    registerEndpoint(
      app,
      mobileTrackerEndpoints[report],
      async () => facilityTypeReport(pool, report, new Date()),
      { refusals },
    );
  }
  registerEndpoint(
    app,
    mobileTrackerEndpoints.batteries,
    async () => batteriesReport(pool, new Date()),
    { refusals },
  );
  registerEndpoint(app, mobileTrackerEndpoints.lastreport, async () => lastReports(pool), {
    refusals,
  });
  for (const part of ['formulas', 'notes'] as const) {
    registerEndpoint(
      app,
      mobileTrackerEndpoints[`available-flow-calcs-${part}`],
      async () => availableFlow(pool, new Date()),
      { refusals },
    );
  }
}
