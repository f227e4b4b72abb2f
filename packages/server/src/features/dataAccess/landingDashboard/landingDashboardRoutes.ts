import type { FastifyInstance } from 'fastify';
import { landingDashboardEndpoints } from '@headgate/contracts';
import { NotFound } from '../../../core/api/refusals';
import { registerEndpoint } from '../../../core/api/registerEndpoint';
import type { Database } from '../../../core/database/openDatabase';
import { dashboardParameters, dashboardReadings } from './dashboardReadings';

/**
 * The landing dashboard (spec/dashboard.md §2, §7): public, like the map. Anonymous visitors see
 * the public stations; signed-in users the district's own (United) stations too.
 */
export function landingDashboardRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const { pool } = database;

  registerEndpoint(app, landingDashboardEndpoints.parameters, async (request) =>
    dashboardParameters(pool, request.roles.length > 0),
  );

  registerEndpoint(
    app,
    landingDashboardEndpoints.readings,
    async (request) => {
      const readings = await dashboardReadings(pool, {
        parameterNdx: request.params.parameter,
        hours: request.params.hours,
        signedIn: request.roles.length > 0,
        now: new Date(),
      });
      if (!readings) throw new NotFound(`No parameter ${request.params.parameter}.`);
      return readings;
    },
    { refusals: [400, 404] },
  );
}
