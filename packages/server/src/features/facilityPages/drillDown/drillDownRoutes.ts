import type { FastifyInstance } from 'fastify';
import { facilityPagesEndpoints } from '@headgate/contracts';
import { NotFound } from '../../../core/api/refusals';
import { registerEndpoint } from '../../../core/api/registerEndpoint';
import type { Database } from '../../../core/database/openDatabase';
import { drillDownGraph } from './drillDownGraph';
import { drillDownTable } from './drillDownTable';
import { facilityForDrillDown } from './drillDownFacility';
import { facilityLocations } from './facilityRecords';
import { facilityParameters } from './facilitySeries';

const refusals = [400, 401, 403, 404] as const;

/**
 * The facility page's Data Drill Down (spec/dashboard.md §2, §4, §7): the facility's parameters
 * and locations for the pickers, the table of every location's values and the graph of one
 * parameter, at 15 minutes, hourly or daily. The full view only (see `facilityForDrillDown`).
 */
export function drillDownRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const { pool } = database;

  registerEndpoint(
    app,
    facilityPagesEndpoints.parameters,
    async (request) => {
      const { facilityNdx } = request.params;
      await facilityForDrillDown(pool, facilityNdx, request);
      return facilityParameters(pool, facilityNdx);
    },
    { refusals },
  );

  registerEndpoint(
    app,
    facilityPagesEndpoints.locations,
    async (request) => {
      const { facilityNdx } = request.params;
      await facilityForDrillDown(pool, facilityNdx, request);
      return facilityLocations(pool, facilityNdx);
    },
    { refusals },
  );

  registerEndpoint(
    app,
    facilityPagesEndpoints.drillDownTable,
    async (request) => {
      await facilityForDrillDown(pool, request.params.facilityNdx, request);
      return drillDownTable(pool, request.params);
    },
    { refusals },
  );

  registerEndpoint(
    app,
    facilityPagesEndpoints.drillDownGraph,
    async (request) => {
      const { facilityNdx, parameterNdx } = request.params;
      await facilityForDrillDown(pool, facilityNdx, request);
      const parameter = (await facilityParameters(pool, facilityNdx)).find(
        (candidate) => candidate.parameter_ndx === parameterNdx,
      );
      if (!parameter) {
        throw new NotFound(`Facility ${facilityNdx} records no parameter ${parameterNdx}.`);
      }
      return drillDownGraph(pool, request.params, parameter);
    },
    { refusals },
  );
}
