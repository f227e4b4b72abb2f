import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  apiErrorSchema,
  DATA_ROLES,
  drillDownGraphParamsSchema,
  drillDownGraphSeriesSchema,
  drillDownLocationSchema,
  drillDownParameterSchema,
  drillDownTableParamsSchema,
  drillDownTableRowSchema,
  facilityDisplayParamsSchema,
} from '@headgate/contracts';
import type { RouteAccess } from '../api/routeAccess';
import type { Database } from '../database/openDatabase';
import { drillDownGraph } from './drillDownGraph';
import { drillDownTable } from './drillDownTable';
import { facilityForDrillDown } from './drillDownFacility';
import { facilityLocations } from './facilityRecords';
import { facilityParameters } from './facilitySeries';

const tags = ['Facility pages'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
/** Administrator, Developer, All Data User, or a user the facility's `authorized_users` name. */
const drillDownAccess: RouteAccess = { anyOf: DATA_ROLES, orAuthorizedUser: true };
// Beside the summary widgets' `/lastfew/:facilityNdx` etc.: `table-` and `graph-` are static
// prefixes of their first segment, so neither shadows the other.
const DISPLAY = '/api/get-display-facility';

/**
 * The facility page's Data Drill Down (spec/dashboard.md §2, §4, §7): the facility's parameters
 * and locations for the pickers, the table of every location's values and the graph of one
 * parameter, at 15 minutes, hourly or daily. The full view only (see `facilityForDrillDown`).
 */
export function drillDownRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { pool } = database;

  api.get(
    '/api/list-parameters/:facilityNdx',
    {
      config: { access: drillDownAccess },
      schema: {
        tags,
        summary: "The parameters recorded at a facility's locations, by name",
        params: facilityDisplayParamsSchema,
        response: { 200: z.array(drillDownParameterSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { facilityNdx } = request.params;
      if (!(await facilityForDrillDown(pool, facilityNdx, request, reply))) return reply;
      return facilityParameters(pool, facilityNdx);
    },
  );

  api.get(
    '/api/list-locations/:facilityNdx',
    {
      config: { access: drillDownAccess },
      schema: {
        tags,
        summary: "A facility's locations in display order",
        params: facilityDisplayParamsSchema,
        response: { 200: z.array(drillDownLocationSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { facilityNdx } = request.params;
      if (!(await facilityForDrillDown(pool, facilityNdx, request, reply))) return reply;
      return facilityLocations(pool, facilityNdx);
    },
  );

  api.get(
    `${DISPLAY}/table-:interval/:facilityNdx/:start/:end`,
    {
      config: { access: drillDownAccess },
      schema: {
        tags,
        summary: "A facility's values per timestamp and parameter, a column per location",
        params: drillDownTableParamsSchema,
        response: { 200: z.array(drillDownTableRowSchema), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await facilityForDrillDown(pool, request.params.facilityNdx, request, reply)))
        return reply;
      return drillDownTable(pool, request.params);
    },
  );

  api.get(
    `${DISPLAY}/graph-:interval/:facilityNdx/:start/:end/:parameterNdx`,
    {
      config: { access: drillDownAccess },
      schema: {
        tags,
        summary: 'One parameter of a facility, a downsampled line per location recording it',
        params: drillDownGraphParamsSchema,
        response: { 200: z.array(drillDownGraphSeriesSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { facilityNdx, parameterNdx } = request.params;
      if (!(await facilityForDrillDown(pool, facilityNdx, request, reply))) return reply;
      const parameter = (await facilityParameters(pool, facilityNdx)).find(
        (candidate) => candidate.parameter_ndx === parameterNdx,
      );
      if (!parameter) {
        return reply.code(404).send({
          error: 'not_found',
          message: `Facility ${facilityNdx} records no parameter ${parameterNdx}.`,
        });
      }
      return drillDownGraph(pool, request.params, parameter);
    },
  );
}
