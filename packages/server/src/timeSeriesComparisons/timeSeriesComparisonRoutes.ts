import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  COMPARISON_MAX_DAYS,
  apiErrorSchema,
  comparisonDataParamsSchema,
  comparisonDropdownQuerySchema,
  comparisonFacilitySchema,
  comparisonLocationSchema,
  comparisonParameterSchema,
  comparisonSeriesSchema,
} from '@headgate/contracts';
import { refuseAnonymous } from '../api/routeAccess';
import type { Database } from '../database/openDatabase';
import { comparisonFacilities, comparisonLocations, comparisonParameters } from './comparisonLists';
import { comparisonSeries } from './comparisonSeries';

const tags = ['Time Series Comparisons'];
const DAY_MS = 86_400_000;

/**
 * Time Series Comparisons (spec/dashboard.md §2, §7): public like the page, but anonymous
 * visitors see and compare public stations only; a district station's data needs a signed-in
 * caller (401), as on the map.
 */
export function timeSeriesComparisonRoutes(
  app: FastifyInstance,
  { database }: { database: Database },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { pool } = database;

  api.get(
    '/api/ts-compare-dropdown-facilities',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Facilities', response: { 200: z.array(comparisonFacilitySchema) } },
    },
    async () => comparisonFacilities(pool),
  );

  api.get(
    '/api/ts-compare-dropdown-parameters',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Parameters recorded at the stations the caller may see',
        querystring: comparisonDropdownQuerySchema,
        response: { 200: z.array(comparisonParameterSchema), 400: apiErrorSchema },
      },
    },
    async (request) =>
      comparisonParameters(pool, {
        signedIn: request.roles.length > 0,
        facilities: request.query.facilities,
      }),
  );

  api.get(
    '/api/ts-compare-dropdown-locations-assoc',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Stations with their parameters, facilities and coordinates',
        querystring: comparisonDropdownQuerySchema,
        response: { 200: z.array(comparisonLocationSchema), 400: apiErrorSchema },
      },
    },
    async (request) =>
      comparisonLocations(pool, {
        signedIn: request.roles.length > 0,
        facilities: request.query.facilities,
        parameter: request.query.parameter,
      }),
  );

  for (const endpoint of ['daily', 'raw'] as const) {
    api.get(
      `/api/ts-compare-${endpoint}-data/:parameter/:locations/:startDate/:endDate`,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: `One axis of a comparison: ${endpoint === 'daily' ? 'daily means' : '15-minute readings'} per station`,
          params: comparisonDataParamsSchema,
          response: {
            200: z.array(comparisonSeriesSchema),
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const { parameter, locations, startDate, endDate } = request.params;
        const days = (Date.parse(endDate) - Date.parse(startDate)) / DAY_MS + 1;
        if (days < 1 || days > COMPARISON_MAX_DAYS[endpoint]) {
          return reply.code(400).send({
            error: 'bad_request',
            message: `startDate: ${endpoint} data covers 1 to ${COMPARISON_MAX_DAYS[endpoint]} days, from startDate to endDate`,
          });
        }
        const series = await comparisonSeries(pool, {
          endpoint,
          parameter,
          locations,
          startDate,
          endDate,
          signedIn: request.roles.length > 0,
        });
        if (series === null) {
          return reply
            .code(404)
            .send({ error: 'not_found', message: `No parameter ${parameter}.` });
        }
        if (series === 'restricted')
          return refuseAnonymous(reply, 'Sign in to compare district stations.');
        return series;
      },
    );
  }
}
