import type { FastifyInstance } from 'fastify';
import {
  COMPARISON_MAX_DAYS,
  comparisonDataEndpoints,
  comparisonEndpoints,
} from '@headgate/contracts';
import { registerEndpoint } from '../../../core/api/registerEndpoint';
import { BadRequest, NotFound, Unauthorized } from '../../../core/api/refusals';
import type { Database } from '../../../core/database/openDatabase';
import { comparisonFacilities, comparisonLocations, comparisonParameters } from './comparisonLists';
import { comparisonSeries } from './comparisonSeries';

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
  const { pool } = database;

  registerEndpoint(app, comparisonEndpoints.facilities, async (request) =>
    comparisonFacilities(pool, { signedIn: request.roles.length > 0 }),
  );

  registerEndpoint(
    app,
    comparisonEndpoints.parameters,
    async (request) =>
      comparisonParameters(pool, {
        signedIn: request.roles.length > 0,
        facilities: request.query.facilities,
      }),
    { refusals: [400] },
  );

  registerEndpoint(
    app,
    comparisonEndpoints.locations,
    async (request) =>
      comparisonLocations(pool, {
        signedIn: request.roles.length > 0,
        facilities: request.query.facilities,
        parameter: request.query.parameter,
      }),
    { refusals: [400] },
  );

  for (const endpoint of ['daily', 'raw'] as const) {
    registerEndpoint(
      app,
      comparisonDataEndpoints[endpoint],
      async (request) => {
        const { parameter, locations, startDate, endDate } = request.params;
        const days = (Date.parse(endDate) - Date.parse(startDate)) / DAY_MS + 1;
        if (days < 1 || days > COMPARISON_MAX_DAYS[endpoint]) {
          throw new BadRequest(
            'startDate',
            `${endpoint} data covers 1 to ${COMPARISON_MAX_DAYS[endpoint]} days, from startDate to endDate`,
          );
        }
        const series = await comparisonSeries(pool, {
          endpoint,
          parameter,
          locations,
          startDate,
          endDate,
          signedIn: request.roles.length > 0,
        });
        if (series === null) throw new NotFound(`No parameter ${parameter}.`);
        if (series === 'restricted')
          throw new Unauthorized('Sign in to compare district stations.');
        return series;
      },
      { refusals: [400, 401, 404] },
    );
  }
}
