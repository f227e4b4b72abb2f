import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  apiErrorSchema,
  dashboardParameterSchema,
  dashboardReadingSchema,
  dashboardReadingsParamsSchema,
} from '@headgate/contracts';
import type { Database } from '../database/openDatabase';
import { dashboardParameters, dashboardReadings } from './dashboardReadings';

const tags = ['Landing dashboard'];

/**
 * The landing dashboard (spec/dashboard.md §2, §7): public, like the map. Anonymous visitors see
 * the public stations; signed-in users the district's own (United) stations too.
 */
export function landingDashboardRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { pool } = database;

  api.get(
    '/api/list-dashboard-parameters',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The parameters the landing dashboard can chart',
        response: { 200: z.array(dashboardParameterSchema) },
      },
    },
    async (request) => dashboardParameters(pool, request.roles.length > 0),
  );

  api.get(
    '/api/display-dashgraph-data-hourly/:parameter/:hours',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "Each station's latest reading of a parameter as of some hours ago (0 to 24)",
        params: dashboardReadingsParamsSchema,
        response: {
          200: z.array(dashboardReadingSchema),
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const readings = await dashboardReadings(pool, {
        parameterNdx: request.params.parameter,
        hours: request.params.hours,
        signedIn: request.roles.length > 0,
        now: new Date(),
      });
      if (!readings) {
        return reply
          .code(404)
          .send({ error: 'not_found', message: `No parameter ${request.params.parameter}.` });
      }
      return readings;
    },
  );
}
